import { intlLocaleOf, type Language } from '@lodestar/contract';

/** A number as a mail in `language` writes it (12.5, 12,5); English as JavaScript writes it. */
export const numberIn = (language: Language, value: number): string =>
  language === 'en'
    ? String(value)
    : new Intl.NumberFormat(intlLocaleOf(language), { maximumFractionDigits: 2 }).format(value);
