import { portalDate, portalDateTime } from '@lodestar/contract';
import dayjs from 'dayjs';

// The portal's format is the contract's (the server's mails write it too); dayjs reads what the calls answer.

/** The portal's time of day as a dayjs format, for the chart ticks that write a part of a date. */
export const TIME_FORMAT = 'h:mm A';
/** A date without its year, where the year goes without saying (the ticks of a chart shorter than a year). */
export const DAY_MONTH_FORMAT = 'DD/MM';
/** A month of a year (the ticks of a chart of a year or more). */
export const MONTH_YEAR_FORMAT = 'MM/YYYY';

/** A date alone, as lists show it (a group's creation date). */
export function formatDate(time: string | number | Date): string {
  return portalDate(dayjs(time).toDate());
}

export function formatDateTime(time: string | number | Date): string {
  return portalDateTime(dayjs(time).toDate());
}

/** A date-time to the second, where time moves under the user's eyes (a replay's clock). */
export function formatDateTimeToSecond(time: string | number | Date): string {
  return portalDateTime(dayjs(time).toDate(), { seconds: true });
}
