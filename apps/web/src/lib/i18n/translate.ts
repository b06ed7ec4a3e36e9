import type { MessageId } from './catalogue';

/** The arguments a message takes: numbers, dates and texts, formatted by the shown language. */
export type MessageValues = Record<string, string | number | Date | null | undefined>;

/** A message of the shown language by its name, its arguments filled in. */
export type Translate = (id: MessageId, values?: MessageValues) => string;
