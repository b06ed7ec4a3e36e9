import type { HistoryChartsResponse } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { locationFixture } from '../../test/fixtures';
import { withLiveReport } from './live-report';

const answer: HistoryChartsResponse = {
  success: true,
  from: '2026-05-01T10:00:00.000Z',
  to: '2026-05-01T10:10:00.000Z',
  bucketSeconds: 300,
  data: [
    { time: '2026-05-01T10:00:00.000Z', battery: { min: 80, avg: 85, max: 90 }, temperature: null, reports: 2 },
    { time: '2026-05-01T10:05:00.000Z', battery: null, temperature: null, reports: 0 },
  ],
};
const at = (timeCreated: string, readings: { battery: number | null; celsius: number | null }) =>
  locationFixture({ timeCreated, battery_percentage: readings.battery, modem_temperature_c: readings.celsius });

describe('withLiveReport', () => {
  it('adds a report and its readings to the bucket of its time', () => {
    const next = withLiveReport(answer, at('2026-05-01T10:04:59.000Z', { battery: 70, celsius: 21.5 }))!;
    expect(next.data[0]).toEqual({
      time: '2026-05-01T10:00:00.000Z',
      battery: { min: 70, avg: 80, max: 90 },
      temperature: { min: 21.5, avg: 21.5, max: 21.5 },
      reports: 3,
    });
    expect(next.data[1]).toBe(answer.data[1]);
    expect(withLiveReport(next, at('2026-05-01T10:05:00.000Z', { battery: null, celsius: null }))!.data[1]).toEqual({
      ...answer.data[1],
      reports: 1,
    });
  });

  it('leaves out a report outside the range', () => {
    expect(withLiveReport(answer, at('2026-05-01T09:59:59.000Z', { battery: 70, celsius: null }))).toBeNull();
    expect(withLiveReport(answer, at('2026-05-01T10:10:00.000Z', { battery: 70, celsius: null }))).toBeNull();
  });
});
