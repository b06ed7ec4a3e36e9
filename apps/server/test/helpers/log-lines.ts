import { Writable } from 'node:stream';
import type { AppDeps } from '../../src/app.js';
import { loggerOptions } from '../../src/http/logger.js';

/** The production logger at info level, writing into `lines`: what a test reads of an app's request logs. */
export function logLines(): { lines: string[]; logger: AppDeps['logger'] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: loggerOptions({ LOG_LEVEL: 'info' }, { stream }) };
}
