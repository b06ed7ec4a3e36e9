import { describe, expect, it } from 'vitest';
import { everyBucket } from './chart-buckets.js';
import type { ChartBucketRow } from './history-charts.repository.js';

const at = (time: string) => new Date(time);
const row = (time: string, readings: Partial<ChartBucketRow> = {}): ChartBucketRow => ({
  time: at(time),
  reports: 1,
  batteryMin: null,
  batteryAvg: null,
  batteryMax: null,
  temperatureMin: null,
  temperatureAvg: null,
  temperatureMax: null,
  ...readings,
});

describe('everyBucket', () => {
  const range = { from: at('2026-11-01T00:00:00Z'), to: at('2026-11-01T00:50:00Z') };

  it('answers each bucket of the range from its start, the last one cut short by the end', () => {
    expect(everyBucket(range, 900, []).map((bucket) => bucket.time)).toEqual([
      '2026-11-01T00:00:00.000Z',
      '2026-11-01T00:15:00.000Z',
      '2026-11-01T00:30:00.000Z',
      '2026-11-01T00:45:00.000Z',
    ]);
  });

  it('keeps the readings of the buckets found, to one decimal, and leaves the others empty', () => {
    const found = [
      row('2026-11-01T00:15:00Z', {
        reports: 3,
        batteryMin: 80,
        batteryAvg: 81.66666,
        batteryMax: 83,
        temperatureMin: 21.5,
        temperatureAvg: 22.349999,
        temperatureMax: 23.2,
      }),
      row('2026-11-01T00:45:00Z', { reports: 2 }),
    ];
    expect(everyBucket(range, 900, found)).toEqual([
      { time: '2026-11-01T00:00:00.000Z', battery: null, temperature: null, reports: 0 },
      {
        time: '2026-11-01T00:15:00.000Z',
        battery: { min: 80, avg: 81.7, max: 83 },
        temperature: { min: 21.5, avg: 22.3, max: 23.2 },
        reports: 3,
      },
      { time: '2026-11-01T00:30:00.000Z', battery: null, temperature: null, reports: 0 },
      { time: '2026-11-01T00:45:00.000Z', battery: null, temperature: null, reports: 2 },
    ]);
  });
});
