import { formatMoney, intlLocaleOf, type Currency, type Language } from '@lodestar/contract';

/** An amount in cents as a mail in `language` writes it: English as the portal shows money ($12.50), others their own way. */
export const moneyIn = (language: Language, cents: number, currency: Currency): string =>
  language === 'en'
    ? formatMoney(cents, currency)
    : new Intl.NumberFormat(intlLocaleOf(language), { style: 'currency', currency }).format(cents / 100);

/** A number as a mail in `language` writes it (12.5, 12,5); English as JavaScript writes it. */
export const numberIn = (language: Language, value: number): string =>
  language === 'en'
    ? String(value)
    : new Intl.NumberFormat(intlLocaleOf(language), { maximumFractionDigits: 2 }).format(value);
