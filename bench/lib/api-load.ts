import { summarise } from './stats.js';
import type { LoadPlan, LoadResult } from './api-mix.js';
import { ask, startTsWorker } from './ingest-worker.js';

const round = (value: number) => Math.round(value);

/**
 * Runs `plan` from a worker thread, so the load generator's HTTP work has a thread of its own next to the server
 * processes, and sums it up: requests answered per second in the window (errors included), latency percentiles
 * of the answered calls over the whole mix and per call kind, and the errors.
 */
export async function measureMix(plan: LoadPlan) {
  const worker = startTsWorker(new URL('./api-load-worker.ts', import.meta.url));
  let result: LoadResult;
  try {
    result = await ask<LoadResult>(worker, plan);
  } finally {
    await worker.terminate();
  }
  const kinds = Object.entries(result.kinds);
  const answered = kinds.reduce((sum, [, kind]) => sum + kind.latenciesMs.length + kind.errors, 0);
  const errors = kinds.reduce((sum, [, kind]) => sum + kind.errors, 0);
  const all = summarise(kinds.flatMap(([, kind]) => kind.latenciesMs));
  return {
    requestsPerSec: round(answered / (result.windowMs / 1000)),
    p50Ms: all.p50Ms,
    p99Ms: all.p99Ms,
    users: plan.users.length,
    errors,
    requests: answered,
    windowSeconds: result.windowMs / 1000,
    byCall: Object.fromEntries(
      kinds.map(([name, kind]) => {
        const { runs, p50Ms, p95Ms, p99Ms, meanMs } = summarise(kind.latenciesMs);
        return [
          name,
          {
            count: runs + kind.errors,
            share: +((runs + kind.errors) / Math.max(1, answered)).toFixed(3),
            p50Ms,
            p95Ms,
            p99Ms,
            meanMs,
            statuses: kind.statuses,
          },
        ];
      }),
    ),
  };
}

export type MixFigures = Awaited<ReturnType<typeof measureMix>>;
