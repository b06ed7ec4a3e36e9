import { intlLocaleOf, textDirectionOf, type Language } from './languages.js';
import { formatMoney } from './money.js';
import type { Currency } from './countries.js';

/**
 * An amount in cents as a reader of `language` writes money, in the web app and the mails alike: English as the portal
 * shows it ($12.50, -$8.00); the others their own way with the currency's own sign rather than a code (12,50 $,
 * -8,00 €); in a right-to-left language set apart as left-to-right text (LRI … PDI), else the page's direction puts
 * its sign and figures out of order ($AU 8.24).
 */
export function moneyIn(language: Language, cents: number, currency: Currency): string {
  if (language === 'en') return formatMoney(cents, currency);
  const amount = new Intl.NumberFormat(intlLocaleOf(language), {
    style: 'currency',
    currency: currency.toUpperCase(),
    currencyDisplay: 'narrowSymbol',
  }).format(cents / 100);
  return textDirectionOf(language) === 'rtl' ? `\u2066${amount}\u2069` : amount;
}
