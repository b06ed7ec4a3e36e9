import type { Translate } from '../../lib/i18n/translate';

/** "850 m" below a kilometre, "12.4 km" above, in the shown language. */
export function distanceText(t: Translate, metres: number): string {
  return metres < 1000 ? t('units.metres', { value: metres }) : t('units.kilometres', { value: metres / 1000 });
}

/** "45 s", "12 min", "3 h 05 min", "2 d 4 h": the two largest units that say it. */
export function durationText(t: Translate, seconds: number): string {
  if (seconds < 60) return t('units.seconds', { value: Math.round(seconds) });
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t('units.minutes', { value: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('units.hoursMinutes', { hours, minutes: String(minutes % 60).padStart(2, '0') });
  return t('units.daysHours', { days: Math.floor(hours / 24), hours: hours % 24 });
}

/** Slow speeds to one decimal, others whole. */
export const speedText = (t: Translate, kmh: number) => t(kmh < 10 ? 'units.kmhSlow' : 'units.kmh', { value: kmh });
