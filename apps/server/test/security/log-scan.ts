import { createReadStream, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { SecretIndex, type Secret } from './secret-scan.js';

/** What the test apps of one run leave in the capture directory (see log-capture.ts). */
export const LOG_SUFFIX = '.log';
export const LEDGER_SUFFIX = '.secrets.jsonl';

export interface LogFinding {
  file: string;
  line: number;
  kind: string;
  excerpt: string;
}

export interface LogScan {
  logFiles: number;
  lines: number;
  secrets: number;
  findings: LogFinding[];
}

/** Every secret the ledgers of `dir` hold, from every test file of the run. */
function readLedgers(dir: string, files: string[]): SecretIndex {
  const index = new SecretIndex();
  for (const file of files.filter((name) => name.endsWith(LEDGER_SUFFIX))) {
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      if (line) index.add(JSON.parse(line) as Secret);
    }
  }
  return index;
}

/** Reads every captured log line of the run, a line at a time, and reports each that holds a secret or a hash. */
export async function scanCapturedLogs(dir: string): Promise<LogScan> {
  const files = readdirSync(dir).sort();
  const index = readLedgers(dir, files);
  const logs = files.filter((name) => name.endsWith(LOG_SUFFIX));
  const findings: LogFinding[] = [];
  let lines = 0;
  for (const file of logs) {
    let line = 0;
    for await (const text of createInterface({ input: createReadStream(join(dir, file)), crlfDelay: Infinity })) {
      line += 1;
      for (const { kind, excerpt } of index.find(text)) findings.push({ file, line, kind, excerpt });
    }
    lines += line;
  }
  return { logFiles: logs.length, lines, secrets: index.size, findings };
}

const SHOWN = 50;

export function describeFindings({ findings, logFiles, lines, secrets }: LogScan, dir: string): string {
  const listed = findings.slice(0, SHOWN).map(({ file, line, kind, excerpt }) => `  ${file}:${line} (${kind}): ${excerpt}`);
  const more = findings.length > SHOWN ? [`  … and ${findings.length - SHOWN} more`] : [];
  return [
    `${findings.length} captured log line(s) hold a secret or a hash (${lines} lines in ${logFiles} logs, ${secrets} secrets known; logs kept in ${dir}):`,
    ...listed,
    ...more,
  ].join('\n');
}
