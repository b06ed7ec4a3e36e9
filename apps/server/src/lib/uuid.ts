/** A UUID in its 8-4-4-4-12 hexadecimal form, in either case (PostgreSQL reads both and answers lower case). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (text: string): boolean => UUID.test(text);
