import dayjs from 'dayjs';

/** The portal's date display format, in local time. */
export const DATE_FORMAT = 'DD/MM/YYYY';
/** The portal's time of day display format, in local time. */
export const TIME_FORMAT = 'h:mm A';
/** The portal's date-time display format, in local time. */
export const DATE_TIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;
/** A date without its year, where the year goes without saying (the ticks of a chart shorter than a year). */
export const DAY_MONTH_FORMAT = 'DD/MM';
/** A month of a year (the ticks of a chart of a year or more). */
export const MONTH_YEAR_FORMAT = 'MM/YYYY';

/** A date alone, as lists show it (a group's creation date). */
export function formatDate(time: string | number | Date): string {
  return dayjs(time).format(DATE_FORMAT);
}

export function formatDateTime(time: string | number | Date): string {
  return dayjs(time).format(DATE_TIME_FORMAT);
}

/** A date-time to the second, where time moves under the user's eyes (a replay's clock). */
export function formatDateTimeToSecond(time: string | number | Date): string {
  return dayjs(time).format(`${DATE_FORMAT} h:mm:ss A`);
}
