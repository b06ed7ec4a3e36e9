import { dateIn, dateTimeIn, gmtOffsetAt, type Language } from '@lodestar/contract';

const DAY_MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "20 Jun 2027", in the person's time zone when they chose one. */
export function dayOf(unixSeconds: number, timeZone: string | null): string {
  const date = new Date(unixSeconds * 1000);
  try {
    return timeZone ? new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(date) : DAY_MONTH_YEAR.format(date);
  } catch {
    return DAY_MONTH_YEAR.format(date);
  }
}

/** The person's time zone; UTC, and said so, when they chose none or one this machine does not know. */
function zoneOf(timeZone: string | null): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** "20/06/2026": the date in the person's language (English: the portal's format) and time zone, else UTC. */
export const dateOf = (time: Date, timeZone: string | null, language: Language = 'en'): string =>
  dateIn(language, time, { timeZone: zoneOf(timeZone) });

/** "20/06/2026 8:05 PM (GMT+10:00)": the date and time in the person's language and time zone (else UTC), named. */
export function dateTimeOf(time: Date, timeZone: string | null, language: Language = 'en'): string {
  const zone = zoneOf(timeZone);
  return `${dateTimeIn(language, time, { timeZone: zone })} (${gmtOffsetAt(zone, time)})`;
}
