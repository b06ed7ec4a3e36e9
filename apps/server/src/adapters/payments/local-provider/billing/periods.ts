export type Interval = 'day' | 'week' | 'month' | 'year';

export interface Recurring {
  interval: Interval;
  interval_count: number;
}

const DAY = 86_400;

/** `seconds` plus `count` intervals in UTC; a month or year landing past the month's end is clamped (Jan 31 + 1 month = Feb 28/29). */
export function addInterval(seconds: number, interval: Interval, count: number): number {
  if (interval === 'day') return seconds + count * DAY;
  if (interval === 'week') return seconds + count * 7 * DAY;
  const date = new Date(seconds * 1000);
  const months = interval === 'year' ? count * 12 : count;
  const target = date.getUTCMonth() + months;
  const year = date.getUTCFullYear() + Math.floor(target / 12);
  const month = ((target % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const moved = Date.UTC(
    year,
    month,
    Math.min(date.getUTCDate(), lastDay),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  );
  return Math.floor(moved / 1000);
}

/**
 * The first period boundary after `after`, counted from the billing cycle anchor: every boundary is the anchor plus
 * whole intervals, so a Jan 31 anchor bills on Feb 28 and then on Mar 31 again.
 */
export function periodEndAfter(anchor: number, recurring: Recurring, after: number): number {
  for (let step = 1; step < 100_000; step += 1) {
    const end = addInterval(anchor, recurring.interval, step * recurring.interval_count);
    if (end > after) return end;
  }
  throw new Error('billing period out of range');
}

export function sameInterval(a: Recurring, b: Recurring): boolean {
  return a.interval === b.interval && a.interval_count === b.interval_count;
}
