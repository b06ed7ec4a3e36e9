import { formatMoney, intlLocaleOf, languages, type Currency } from '@lodestar/contract';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { leftToRight } from './bidi-text';

/** An amount in cents, in its currency, as the shown language writes money. */
export type Money = (cents: number, currency: Currency) => string;

/**
 * Money in the shown language: English keeps the portal's own format ($12.50, -$8.00: the contract's, which the spec
 * and the mails write too); the other languages write amounts as their readers do (12,50 $, -8,00 €), with the
 * currency's own sign rather than a code (AUD, GBP) or a country's prefix (AU$). In Arabic the amount is set apart as
 * left-to-right text, else the page's direction would put its sign and figures out of order ($AU 8.24).
 */
export function useMoney(): Money {
  const intl = useIntl();
  const language = languages.find((each) => intlLocaleOf(each) === intl.locale);
  return useCallback<Money>(
    (cents, currency) =>
      intl.locale === intlLocaleOf('en')
        ? formatMoney(cents, currency)
        : leftToRight(
            intl.formatNumber(cents / 100, {
              style: 'currency',
              currency: currency.toUpperCase(),
              currencyDisplay: 'narrowSymbol',
            }),
            language ?? 'en',
          ),
    [intl, language],
  );
}
