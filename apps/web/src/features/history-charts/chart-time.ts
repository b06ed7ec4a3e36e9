import type { XAxis } from '@mui/x-charts/models';
import { formatDate, formatDateTime, formatTick, type TickParts } from '../../lib/date-time';
import type { MessageId } from '../../lib/i18n/catalogue';
import type { Translate } from '../../lib/i18n/translate';

const DAY_SECONDS = 86_400;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = DAY_SECONDS * 1000;

/** The time every chart of a range spans, and how long its buckets are. */
export interface ChartSpan {
  start: Date;
  end: Date;
  bucketSeconds: number;
}

const sizeNames: [seconds: number, unit: MessageId][] = [
  [DAY_SECONDS, 'historyCharts.size.days'],
  [3600, 'historyCharts.size.hours'],
  [60, 'historyCharts.size.minutes'],
];

/** How long a bucket lasts, in words of the shown language: "5 minutes", "1 hour", "2 days". */
export function bucketSizeText(t: Translate, bucketSeconds: number): string {
  const [seconds, unit] = sizeNames.find(([size]) => bucketSeconds % size === 0) ?? [1, 'historyCharts.size.seconds'];
  return t(unit, { count: bucketSeconds / seconds });
}

/** A bucket as a tooltip names it: the day of a day-long one, else the time it starts. */
export function bucketLabel(start: Date, bucketSeconds: number): string {
  return bucketSeconds >= DAY_SECONDS ? formatDate(start) : formatDateTime(start);
}

interface TickScale {
  /** What every tick writes, in the shown language's format. */
  parts: TickParts;
  /** The ticks' least distance (ms), so that the format tells them apart. */
  minStep: number;
}

/** The ticks of ranges up to `upTo` ms long (a day and month repeat only a year apart). */
const tickScales: (TickScale & { upTo: number })[] = [
  { upTo: DAY_MS, parts: 'time', minStep: MINUTE_MS },
  { upTo: 3 * DAY_MS, parts: 'dayTime', minStep: HOUR_MS },
  { upTo: 364 * DAY_MS, parts: 'day', minStep: DAY_MS },
];
// At least the longest month apart, the ticks fall on the first of months.
const monthTicks: TickScale = { parts: 'month', minStep: 31 * DAY_MS };

/**
 * The time axis of a chart over `times`: the whole span, so that the charts of a range line up; every tick in the one
 * format the range's length chooses (the scale's own changes from tick to tick: "May", "12 PM", "Sat 02"), the
 * tooltip by bucket.
 */
export function timeAxis(times: Date[], span: ChartSpan): XAxis<'time'> {
  const length = span.end.getTime() - span.start.getTime();
  const ticks = tickScales.find(({ upTo }) => length <= upTo) ?? monthTicks;
  return {
    scaleType: 'time',
    data: times,
    min: span.start,
    max: span.end,
    tickMinStep: ticks.minStep,
    valueFormatter: (value: Date, context) =>
      context.location === 'tick' ? formatTick(value, ticks.parts) : bucketLabel(value, span.bucketSeconds),
  };
}
