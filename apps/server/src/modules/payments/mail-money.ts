import { formatMoney, intlLocaleOf, textDirectionOf, type Currency, type Language } from '@lodestar/contract';

/**
 * An amount in cents as a mail in `language` writes it: English as the portal shows money ($12.50), others their own
 * way with the currency's own sign (12,50 $, 8,00 €); in a right-to-left language set apart as left-to-right text
 * (LRI … PDI), as the portal shows it, else its sign and figures come out of order.
 */
export function moneyIn(language: Language, cents: number, currency: Currency): string {
  if (language === 'en') return formatMoney(cents, currency);
  const amount = new Intl.NumberFormat(intlLocaleOf(language), {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).format(cents / 100);
  return textDirectionOf(language) === 'rtl' ? `\u2066${amount}\u2069` : amount;
}

/** A number as a mail in `language` writes it (12.5, 12,5); English as JavaScript writes it. */
export const numberIn = (language: Language, value: number): string =>
  language === 'en'
    ? String(value)
    : new Intl.NumberFormat(intlLocaleOf(language), { maximumFractionDigits: 2 }).format(value);
