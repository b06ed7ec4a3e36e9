import { formatMoney, intlLocaleOf, type Currency } from '@lodestar/contract';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** An amount in cents, in its currency, as the shown language writes money. */
export type Money = (cents: number, currency: Currency) => string;

/**
 * Money in the shown language: English keeps the portal's own format ($12.50, -$8.00: the contract's, which the spec
 * and the mails write too); the other languages write amounts as their readers do (12,50 $, -8,00 €).
 */
export function useMoney(): Money {
  const intl = useIntl();
  return useCallback<Money>(
    (cents, currency) =>
      intl.locale === intlLocaleOf('en')
        ? formatMoney(cents, currency)
        : intl.formatNumber(cents / 100, { style: 'currency', currency: currency.toUpperCase() }),
    [intl],
  );
}
