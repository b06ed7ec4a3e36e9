import dayjs from 'dayjs';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const ago = (count: number, unit: string, one: string) => (count === 1 ? `${one} ago` : `${count} ${unit}s ago`);

/**
 * "How long ago" in words: "a few seconds ago" under a minute, then years, months (under 12),
 * weeks (under 4), days, otherwise hours or minutes. A time in the future (a device clock ahead of ours) reads as now.
 */
export function relativeTime(time: string | Date, now: number | Date): string {
  const then = dayjs(time);
  const current = dayjs(now);
  const elapsed = current.diff(then);
  if (elapsed < MINUTE) return 'a few seconds ago';
  const years = current.diff(then, 'year');
  if (years >= 1) return ago(years, 'year', 'a year');
  const months = current.diff(then, 'month');
  if (months >= 1) return ago(months, 'month', 'a month');
  const weeks = Math.floor(elapsed / WEEK);
  if (weeks >= 1 && weeks < 4) return ago(weeks, 'week', 'a week');
  if (elapsed >= DAY) return ago(Math.floor(elapsed / DAY), 'day', 'a day');
  if (elapsed >= HOUR) return ago(Math.floor(elapsed / HOUR), 'hour', 'an hour');
  return ago(Math.floor(elapsed / MINUTE), 'minute', 'a minute');
}
