import { randomUUID } from 'node:crypto';
import { join, relative } from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { expect, inject } from 'vitest';
import { loggerOptions } from '../../src/http/logger.js';
import { LEDGER_SUFFIX, LOG_SUFFIX } from './log-scan.js';
import { SecretLedger } from './secret-ledger.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where test apps write their logs and secret ledgers; scanned when the run ends (global-setup.ts). */
    logCaptureDir: string;
  }
}

export interface LogCapture {
  ledger: SecretLedger;
  /** The production logger's options, at debug level, writing to this app's file in the capture directory. */
  logger?: FastifyServerOptions['logger'];
  close(): void;
}

const repositoryRoot = join(import.meta.dirname, '../../../..');

/** One test app's secret ledger and, unless it logs elsewhere (`withLog` false), its log file, named after its test file. */
export function openLogCapture(withLog: boolean): LogCapture {
  const testFile = relative(repositoryRoot, expect.getState().testPath ?? 'unknown');
  const base = join(inject('logCaptureDir'), `${testFile.replace(/[^\w.-]+/g, '_')}.${randomUUID().slice(0, 8)}`);
  const ledger = new SecretLedger(base + LEDGER_SUFFIX);
  if (!withLog) return { ledger, close: () => undefined };
  const destination = pino.destination({ dest: base + LOG_SUFFIX, sync: true });
  return {
    ledger,
    logger: loggerOptions({ LOG_LEVEL: 'debug' }, { stream: destination }),
    close: () => destination.end(),
  };
}
