import dayjs from 'dayjs';

/** A group's creation date as the list shows it (spec part 1 §2.14): DD/MM/YYYY, local time. */
export const createdAtText = (createdAt: string) => dayjs(createdAt).format('DD/MM/YYYY');
