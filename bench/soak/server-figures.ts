import type { ServerSample } from './server-process.js';

const MB = 2 ** 20;
/**
 * Memory counts as flat when, after the warm-up, the heap grows by less than 1 MB a minute and the resident set by
 * less than 2 MB a minute (10 and 20 MB over a 10-minute soak): a leak of one object per report or per request grows
 * faster than that at this load.
 */
export const FLAT_MB_PER_MIN = { heapUsed: 1, rss: 2 };
/** A slope over less than this after the warm-up says more about the garbage collector's rhythm than about a leak. */
const JUDGED_AFTER_MS = 3 * 60_000;

const mb = (bytes: number) => +(bytes / MB).toFixed(1);

/** The least-squares slope of `points` (y per unit of x); 0 for fewer than two distinct x. */
export function leastSquaresSlope(points: { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const { x, y } of points) {
    covariance += (x - meanX) * (y - meanY);
    variance += (x - meanX) ** 2;
  }
  return variance === 0 ? 0 : covariance / variance;
}

function memoryOf(samples: ServerSample[], steady: ServerSample[], field: 'rss' | 'heapUsed' | 'external') {
  const slope = leastSquaresSlope(steady.map((sample) => ({ x: sample.at / 60_000, y: sample[field] / MB })));
  return {
    afterWarmUpMB: mb(steady[0]?.[field] ?? 0),
    endMB: mb(samples.at(-1)?.[field] ?? 0),
    maxMB: mb(Math.max(0, ...samples.map((sample) => sample[field]))),
    slopeMBPerMin: +slope.toFixed(3),
  };
}

/** The last sample of each minute of the load: the trend at a glance. */
function perMinute(samples: ServerSample[], from: number) {
  const last = new Map<number, ServerSample>();
  for (const sample of samples) last.set(Math.floor((sample.at - from) / 60_000) + 1, sample);
  return [...last].map(([minute, sample]) => ({ minute, rssMB: mb(sample.rss), heapUsedMB: mb(sample.heapUsed) }));
}

/**
 * The server's memory and event-loop delay over the load (`from`–`to`, epoch ms): values after the warm-up, at the
 * end and at most, the slope after the warm-up, and the delay percentiles since the warm-up as the monitor measured
 * them.
 */
export function serverFigures(all: ServerSample[], { from, warmedUpAt, to }: { from: number; warmedUpAt: number; to: number }) {
  const samples = all.filter((sample) => sample.at >= from && sample.at <= to);
  const afterWarmUp = samples.filter((sample) => sample.at >= warmedUpAt);
  // A run interrupted during its warm-up has only warm-up samples: the figures are then those of the whole run.
  const steady = afterWarmUp.length > 0 ? afterWarmUp : samples;
  const rss = memoryOf(samples, steady, 'rss');
  const heapUsed = memoryOf(samples, steady, 'heapUsed');
  const lastRun = steady.at(-1)?.runLoop;
  const round = (ms: number) => +ms.toFixed(2);
  return {
    memory: {
      samples: samples.length,
      slopeFrom: `${Math.round(((steady[0]?.at ?? from) - from) / 1000)} s`,
      rss,
      heapUsed,
      external: memoryOf(samples, steady, 'external'),
      perMinute: perMinute(samples, from),
      /** Null when the run was too short to tell. */
      flat: to - warmedUpAt < JUDGED_AFTER_MS ? null : heapUsed.slopeMBPerMin < FLAT_MB_PER_MIN.heapUsed && rss.slopeMBPerMin < FLAT_MB_PER_MIN.rss,
    },
    eventLoopDelayMs: {
      p50: round(lastRun?.p50 ?? 0),
      p99: round(lastRun?.p99 ?? 0),
      max: round(Math.max(0, ...steady.map((sample) => sample.loop.max))),
      worstWindowP99: round(Math.max(0, ...steady.map((sample) => sample.loop.p99))),
    },
  };
}
