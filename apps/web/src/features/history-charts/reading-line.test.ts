import { describe, expect, it } from 'vitest';
import { readingLine } from './reading-line';

const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1) + minutes * MINUTE);
const spread = (value: number) => ({ min: value, avg: value, max: value });
/** Buckets of five minutes from 0, with a reading where `readings` has one. */
const buckets = (readings: (number | null)[]) => ({
  times: readings.map((_reading, index) => at(index * 5)),
  spreads: readings.map((reading) => (reading === null ? null : spread(reading))),
});

describe('readingLine', () => {
  it('joins the readings of a device that reports less often than the buckets are long', () => {
    const { times, spreads } = buckets([1, null, null, null, 2, null, null, null, 3]);
    expect(readingLine(times, spreads, 5 * MINUTE)).toEqual({
      times: [at(0), at(20), at(40)],
      spreads: [spread(1), spread(2), spread(3)],
    });
  });

  it('breaks the line halfway through a silence longer than the shortest break and thrice the usual interval', () => {
    const { times, spreads } = buckets([1, 2, 3, null, null, null, null, 4, 5]);
    expect(readingLine(times, spreads, 10 * MINUTE)).toEqual({
      times: [at(0), at(5), at(10), at(22.5), at(35), at(40)],
      spreads: [spread(1), spread(2), spread(3), null, spread(4), spread(5)],
    });
    expect(readingLine(times, spreads, 30 * MINUTE).spreads).not.toContain(null);
  });

  it('draws nothing without a reading', () => {
    expect(readingLine([at(0), at(5)], [null, null], MINUTE)).toEqual({ times: [], spreads: [] });
  });
});
