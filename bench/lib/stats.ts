import { performance } from 'node:perf_hooks';

export interface Summary {
  runs: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  meanMs: number;
}

const round = (value: number) => +value.toFixed(2);

/** Nearest-rank percentiles and the mean of a list of durations in milliseconds. */
export function summarise(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
  const mean = samples.reduce((sum, s) => sum + s, 0) / Math.max(1, samples.length);
  return { runs: samples.length, p50Ms: round(at(0.5)), p95Ms: round(at(0.95)), p99Ms: round(at(0.99)), meanMs: round(mean) };
}

/** Runs `run` `warmup` times unmeasured, then `count` times measured one after the other. */
export async function time(count: number, run: () => Promise<unknown>, warmup = 0): Promise<Summary> {
  for (let i = 0; i < warmup; i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return summarise(samples);
}
