import { intlLocaleOf, portalDate, portalDateTime, type Language } from '@lodestar/contract';
import dayjs from 'dayjs';
import { displayLanguage } from './i18n/display-language';

// English keeps the portal's own format (the contract's, which the server's mails write too); the other languages
// write dates and times as their readers do (`Intl`). dayjs reads what the calls answer.

/** The portal's time of day as a dayjs format, for the chart ticks that write a part of a date. */
export const TIME_FORMAT = 'h:mm A';
/** A date without its year, where the year goes without saying (the ticks of a chart shorter than a year). */
export const DAY_MONTH_FORMAT = 'DD/MM';
/** A month of a year (the ticks of a chart of a year or more). */
export const MONTH_YEAR_FORMAT = 'MM/YYYY';

const formats = new Map<string, Intl.DateTimeFormat>();

/** The shown language's format of these parts, made once. */
function localFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(intlLocaleOf(language), options)));
  return format;
}

/** The parts of a date a chart's time ticks write, by the range's length. */
export type TickParts = 'time' | 'dayTime' | 'day' | 'month';

/** English keeps the portal's formats (dayjs); the others are the shown language's `Intl` formats of the same parts. */
const tickFormats: Record<TickParts, { english: string; options: Intl.DateTimeFormatOptions }> = {
  time: { english: TIME_FORMAT, options: { hour: 'numeric', minute: '2-digit' } },
  dayTime: {
    english: `${DAY_MONTH_FORMAT} ${TIME_FORMAT}`,
    options: { day: '2-digit', month: '2-digit', hour: 'numeric', minute: '2-digit' },
  },
  day: { english: DAY_MONTH_FORMAT, options: { day: '2-digit', month: '2-digit' } },
  month: { english: MONTH_YEAR_FORMAT, options: { month: '2-digit', year: 'numeric' } },
};

/** A chart's time tick: the time of day ("2:30 PM"), the day and month, or both, or the month of a year. */
export function formatTick(time: Date, parts: TickParts): string {
  const language = displayLanguage();
  const { english, options } = tickFormats[parts];
  return language === 'en' ? dayjs(time).format(english) : localFormat(language, options).format(time);
}

/** A date alone, as lists show it (a group's creation date). */
export function formatDate(time: string | number | Date): string {
  const language = displayLanguage();
  const date = dayjs(time).toDate();
  return language === 'en' ? portalDate(date) : localFormat(language, { dateStyle: 'short' }).format(date);
}

export function formatDateTime(time: string | number | Date): string {
  const language = displayLanguage();
  const date = dayjs(time).toDate();
  if (language === 'en') return portalDateTime(date);
  return localFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(date);
}

/** A date-time to the second, where time moves under the user's eyes (a replay's clock). */
export function formatDateTimeToSecond(time: string | number | Date): string {
  const language = displayLanguage();
  const date = dayjs(time).toDate();
  if (language === 'en') return portalDateTime(date, { seconds: true });
  return localFormat(language, { dateStyle: 'short', timeStyle: 'medium' }).format(date);
}

/** A calendar day the server named (YYYY-MM-DD, a day of the viewer's zone), as a date of the shown language. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const noonUtc = new Date(Date.UTC(year!, month! - 1, date!, 12));
  const language = displayLanguage();
  if (language === 'en') return portalDate(noonUtc, { timeZone: 'UTC' });
  return localFormat(language, { dateStyle: 'short', timeZone: 'UTC' }).format(noonUtc);
}
