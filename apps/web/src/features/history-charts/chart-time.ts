import type { XAxis } from '@mui/x-charts/models';
import dayjs from 'dayjs';
import { DATE_FORMAT, formatDateTime } from '../../lib/date-time';

const DAY_SECONDS = 86_400;

/** The time every chart of a range spans, and how long its buckets are. */
export interface ChartSpan {
  start: Date;
  end: Date;
  bucketSeconds: number;
}

const sizeNames: [seconds: number, unit: string][] = [
  [DAY_SECONDS, 'day'],
  [3600, 'hour'],
  [60, 'minute'],
];

/** How long a bucket lasts, in words: "5 minutes", "1 hour", "2 days". */
export function bucketSizeText(bucketSeconds: number): string {
  const [seconds, unit] = sizeNames.find(([size]) => bucketSeconds % size === 0) ?? [1, 'second'];
  const count = bucketSeconds / seconds;
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** A bucket as a tooltip names it: the day of a day-long one, else the time it starts. */
export function bucketLabel(start: Date, bucketSeconds: number): string {
  return bucketSeconds >= DAY_SECONDS ? dayjs(start).format(DATE_FORMAT) : formatDateTime(start);
}

/**
 * The time axis of a chart over `times`: the whole span, so that the charts of a range line up; ticks labelled as the
 * scale sees fit, the tooltip by bucket.
 */
export function timeAxis(times: Date[], { start, end, bucketSeconds }: ChartSpan): XAxis<'time'> {
  return {
    scaleType: 'time',
    data: times,
    min: start,
    max: end,
    valueFormatter: (value: Date, context) =>
      context.location === 'tick' ? context.defaultTickLabel : bucketLabel(value, bucketSeconds),
  };
}
