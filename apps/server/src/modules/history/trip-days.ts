/** Every zone's offset from UTC is a whole number of quarter hours, so a local date never changes within one. */
const QUARTER_HOUR_MS = 900_000;

/**
 * The local date (YYYY-MM-DD) of an instant in `timeZone`, read once per quarter hour of UTC: a month of fixes every
 * ten seconds costs three thousand calendar reads, not a quarter of a million.
 */
export function dayCalendar(timeZone: string): (time: number) => string {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const days = new Map<number, string>();
  return (time) => {
    const quarter = Math.floor(time / QUARTER_HOUR_MS);
    let day = days.get(quarter);
    if (day === undefined) {
      day = format.format(quarter * QUARTER_HOUR_MS);
      days.set(quarter, day);
    }
    return day;
  };
}
