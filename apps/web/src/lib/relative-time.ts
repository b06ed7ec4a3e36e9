import dayjs from 'dayjs';
import type { Translate } from './i18n/translate';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * "How long ago" in words, in the shown language: "a few seconds ago" under a minute, then years, months (under 12),
 * weeks (under 4), days, otherwise hours or minutes. A time in the future (a device clock ahead of ours) reads as now.
 */
export function relativeTime(t: Translate, time: string | Date, now: number | Date): string {
  const then = dayjs(time);
  const current = dayjs(now);
  const elapsed = current.diff(then);
  if (elapsed < MINUTE) return t('common.relativeTime.seconds');
  const years = current.diff(then, 'year');
  if (years >= 1) return t('common.relativeTime.years', { count: years });
  const months = current.diff(then, 'month');
  if (months >= 1) return t('common.relativeTime.months', { count: months });
  const weeks = Math.floor(elapsed / WEEK);
  if (weeks >= 1 && weeks < 4) return t('common.relativeTime.weeks', { count: weeks });
  if (elapsed >= DAY) return t('common.relativeTime.days', { count: Math.floor(elapsed / DAY) });
  if (elapsed >= HOUR) return t('common.relativeTime.hours', { count: Math.floor(elapsed / HOUR) });
  return t('common.relativeTime.minutes', { count: Math.floor(elapsed / MINUTE) });
}
