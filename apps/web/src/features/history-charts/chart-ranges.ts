import { chartBucketSeconds, HISTORY_CHARTS_MAX_DAYS } from '@lodestar/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { rangeProblem, type TimeRange } from '../../components/time-range-fields';
import type { MessageId } from '../../lib/i18n/catalogue';
import type { Translate } from '../../lib/i18n/translate';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The ranges offered at a click, each ending now; `custom` is typed in. */
export const presetSpans = { day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS, year: 365 * DAY_MS } as const;
export type ChartPreset = keyof typeof presetSpans;
export type ChartRangeChoice = ChartPreset | 'custom';

export const chartRangeLabels: Record<ChartRangeChoice, MessageId> = {
  day: 'historyCharts.range.day',
  week: 'historyCharts.range.week',
  month: 'historyCharts.range.month',
  year: 'historyCharts.range.year',
  custom: 'historyCharts.range.custom',
};

/**
 * The last `preset` up to now, its end moved on to the next bucket boundary of local time (the next five minutes for
 * a day, midnight for a year), so that the server's buckets, which start at `from`, start on round times.
 */
export function presetRange(preset: ChartPreset, now: Dayjs = dayjs()): TimeRange {
  const span = presetSpans[preset];
  const bucket = chartBucketSeconds(span) * 1000;
  const midnight = now.startOf('day');
  const to = midnight.add(Math.ceil(now.diff(midnight) / bucket) * bucket, 'millisecond');
  return { from: to.subtract(span, 'millisecond').toISOString(), to: to.toISOString() };
}

/** Why a typed-in range (local time, to the minute) cannot be charted, or null, in the shown language. */
export const customRangeProblem = (t: Translate) =>
  rangeProblem({
    unset: t('historyCharts.range.unset'),
    maxDays: HISTORY_CHARTS_MAX_DAYS,
    tooLong: t('historyChartsMessages.tooLong'),
  });
