import type { ChartBucket, ReadingSpread } from '@lodestar/contract';
import type { ChartBucketRow } from './history-charts.repository.js';
import type { TimeRange } from './time-range.js';

const tenths = (value: number) => Math.round(value * 10) / 10;

function spreadOf(min: number | null, avg: number | null, max: number | null): ReadingSpread | null {
  if (min === null || avg === null || max === null) return null;
  return { min: tenths(min), avg: tenths(avg), max: tenths(max) };
}

/**
 * Every bucket of the range, `bucketSeconds` long from its start, oldest first: those the database found with their
 * reports and readings, the others with none, so that a chart shows the gaps.
 */
export function everyBucket(range: TimeRange, bucketSeconds: number, found: ChartBucketRow[]): ChartBucket[] {
  const byStart = new Map(found.map((row) => [row.time.getTime(), row]));
  const buckets: ChartBucket[] = [];
  for (let start = range.from.getTime(); start < range.to.getTime(); start += bucketSeconds * 1000) {
    const row = byStart.get(start);
    buckets.push({
      time: new Date(start).toISOString(),
      battery: row ? spreadOf(row.batteryMin, row.batteryAvg, row.batteryMax) : null,
      temperature: row ? spreadOf(row.temperatureMin, row.temperatureAvg, row.temperatureMax) : null,
      reports: row?.reports ?? 0,
    });
  }
  return buckets;
}
