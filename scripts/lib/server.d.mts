// Types of server.mjs for the TypeScript that imports it (bench/first-render.ts).
import type { ChildProcess, StdioNull, StdioPipe } from 'node:child_process';

export function freePort(): Promise<number>;

export function prepareTestServer(options: {
  dataDir: string;
  overrides?: Record<string, string>;
}): Promise<{ port: number; baseUrl: string; env: Record<string, string | undefined> }>;

export function spawnServer(
  env: Record<string, string | undefined>,
  options?: { stdout?: StdioNull | StdioPipe | number },
): ChildProcess;

export function readDevRoutesKey(server: ChildProcess, options?: { timeoutMs?: number }): Promise<string>;

export function waitForHealth(
  baseUrl: string,
  server: ChildProcess,
  options?: { timeoutMs?: number; intervalMs?: number },
): Promise<void>;

export function stop(child: ChildProcess | undefined, timeoutMs?: number): Promise<void>;
