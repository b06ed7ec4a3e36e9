import { intlLocaleOf, type Language } from '@lodestar/contract';
import { IntlMessageFormat } from 'intl-messageformat';

/** A group of mail texts in ICU MessageFormat: the English ones name the messages, every other language has each. */
export type MailTexts<K extends string> = { en: Record<K, string> } & Record<Exclude<Language, 'en'>, Record<K, string>>;

/** What a message's arguments may be: texts and numbers (dates come written, in the reader's zone and language). */
export type MailValues = Record<string, string | number>;

/** A message of one group in one language, its arguments filled in. */
export type MailT<K extends string> = (id: K, values?: MailValues) => string;

/** A group of mail texts, its messages named by the English ones: the compiler holds every language to them. */
export const defineMailTexts = <E extends Record<string, string>>(
  texts: { en: E } & Record<Exclude<Language, 'en'>, Record<keyof E, string>>,
): MailTexts<keyof E & string> => texts;

const formats = new WeakMap<object, Map<string, IntlMessageFormat>>();

function formatOf(texts: MailTexts<string>, language: Language, id: string): IntlMessageFormat {
  let byId = formats.get(texts);
  if (!byId) formats.set(texts, (byId = new Map()));
  const key = `${language}|${id}`;
  let format = byId.get(key);
  if (!format) byId.set(key, (format = new IntlMessageFormat(texts[language][id]!, intlLocaleOf(language))));
  return format;
}

/** The group's messages in the reader's language, each parsed once. */
export function mailTextsIn<K extends string>(texts: MailTexts<K>, language: Language): MailT<K> {
  return (id, values) => String(formatOf(texts as MailTexts<string>, language, id).format(values));
}
