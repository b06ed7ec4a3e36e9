import { ask, startTsWorker } from './ingest-worker.js';

/** One HTTP request of a load run, sent as it is. */
export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export type LoadRun =
  /** `concurrency` requests in flight, each sent as soon as one is answered, until all are answered. */
  | { mode: 'closed'; origin: string; requests: LoadRequest[]; concurrency: number }
  /** Request i is sent at start + i / ratePerSec, whatever the answers do. */
  | { mode: 'open'; origin: string; requests: LoadRequest[]; ratePerSec: number };

export interface LoadResult {
  seconds: number;
  /** How many answers had each status; 0 counts requests that failed without one. */
  statuses: Record<number, number>;
  /** Open runs: when each request left, as `performance.timeOrigin + performance.now()` (comparable across threads). */
  sentAt?: number[];
}

/** The load generator in its own worker thread (bench/lib/ingest-load-worker.ts), with keep-alive connections. */
export function startLoadClient() {
  const worker = startTsWorker(new URL('./ingest-load-worker.ts', import.meta.url));
  return {
    run: (run: LoadRun) => ask<LoadResult>(worker, run),
    close: () => worker.terminate(),
  };
}

export type LoadClient = ReturnType<typeof startLoadClient>;

/** Answers the count of 200s, or throws with the statuses when any request got something else. */
export function allOk(result: LoadResult, what: string): number {
  const ok = result.statuses[200] ?? 0;
  const total = Object.values(result.statuses).reduce((sum, count) => sum + count, 0);
  if (ok !== total)
    throw new Error(
      `${what}: ${total - ok} of ${total} requests not answered 200 (${JSON.stringify(result.statuses)})`,
    );
  return ok;
}
