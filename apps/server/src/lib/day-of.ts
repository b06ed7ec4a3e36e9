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

const TO_THE_MINUTE = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' } as const;

/** "19 Jun 2027, 10:00 GMT+10": a moment to the minute, with its time zone, the person's when they chose one. */
export function dayAndTimeOf(unixSeconds: number, timeZone: string | null): string {
  const date = new Date(unixSeconds * 1000);
  try {
    return new Intl.DateTimeFormat('en-GB', { ...TO_THE_MINUTE, timeZone: timeZone || 'UTC' }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-GB', { ...TO_THE_MINUTE, timeZone: 'UTC' }).format(date);
  }
}

const PORTAL_DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

/** "20/06/2027": the portal's date format (DD/MM/YYYY), in the person's time zone when they chose one. */
export function dateOf(unixSeconds: number, timeZone: string | null): string {
  const date = new Date(unixSeconds * 1000);
  try {
    return new Intl.DateTimeFormat('en-GB', { ...PORTAL_DATE, timeZone: timeZone ?? 'UTC' }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-GB', { ...PORTAL_DATE, timeZone: 'UTC' }).format(date);
  }
}
