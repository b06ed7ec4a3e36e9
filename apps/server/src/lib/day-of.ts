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
