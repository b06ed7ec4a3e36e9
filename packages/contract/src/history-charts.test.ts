import { describe, expect, it } from 'vitest';
import {
  chartBucketSeconds,
  HISTORY_CHARTS_MAX_BUCKETS,
  HISTORY_CHARTS_MAX_DAYS,
  historyChartsMessages,
  historyChartsQuerySchema,
} from './history-charts.js';
import { timeRangeMessages } from './time-range.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('chart buckets', () => {
  it.each([
    ['an hour', HOUR, 60],
    ['a day', DAY, 300],
    ['a week', 7 * DAY, 1800],
    ['30 days', 30 * DAY, 10_800],
    ['a year', 365 * DAY, 86_400],
    ['two years', HISTORY_CHARTS_MAX_DAYS * DAY, 172_800],
  ])('sizes %s in buckets of %s s', (_range, span, seconds) => {
    expect(chartBucketSeconds(span)).toBe(seconds);
  });

  it(`never draws a range the query allows in more than ${HISTORY_CHARTS_MAX_BUCKETS} buckets`, () => {
    for (let days = 1; days <= HISTORY_CHARTS_MAX_DAYS; days += 1) {
      const span = days * DAY;
      expect(Math.ceil(span / (chartBucketSeconds(span) * 1000))).toBeLessThanOrEqual(HISTORY_CHARTS_MAX_BUCKETS);
    }
  });
});

describe('the charts query', () => {
  const refusal = (from: string, to: string) => {
    const result = historyChartsQuerySchema.safeParse({ from, to });
    return result.success ? null : result.error.issues.map((issue) => issue.message);
  };

  it('takes ISO 8601 instants with their offset, the start first', () => {
    expect(refusal('2026-01-01T00:00:00+10:00', '2026-01-01T00:00:00Z')).toBeNull();
    expect(refusal('2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')).toEqual([timeRangeMessages.order]);
    expect(refusal('last week', '2026-01-01T00:00:00Z')).toHaveLength(1);
  });

  it(`covers at most ${HISTORY_CHARTS_MAX_DAYS} days`, () => {
    expect(refusal('2024-01-01T00:00:00Z', '2026-01-01T00:00:00Z')).toBeNull();
    expect(refusal('2024-01-01T00:00:00Z', '2026-01-03T00:00:00Z')).toEqual([historyChartsMessages.tooLong]);
  });
});
