import dayjs from 'dayjs';

/** The portal's date-time display format (spec part 1 §9), in local time. */
export const DATE_TIME_FORMAT = 'DD/MM/YYYY h:mm A';

export function formatDateTime(time: string | number | Date): string {
  return dayjs(time).format(DATE_TIME_FORMAT);
}
