import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { serverProcessArgs } from './server-process.js';

const run = promisify(execFile);

export interface CliOutcome {
  code: number;
  /** The command's JSON result on success. */
  json: ReturnType<typeof JSON.parse>;
  stderr: string;
}

/** The admin CLI as an operator runs it, in its own process, with `env` on top of this one's environment. */
export function runCli(env: Record<string, string>, ...args: string[]): Promise<CliOutcome> {
  return runCliWithInput(env, '', ...args);
}

/** The same, with `input` on the command's standard input (a batch). */
export async function runCliWithInput(env: Record<string, string>, input: string, ...args: string[]): Promise<CliOutcome> {
  const started = run(process.execPath, [...serverProcessArgs('cli/index'), ...args], { env: { ...process.env, LOG_LEVEL: 'silent', ...env } });
  started.child.stdin?.end(input);
  try {
    const { stdout } = await started;
    return { code: 0, json: JSON.parse(stdout), stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, json: undefined, stderr: failed.stderr };
  }
}
