import { moneyIn, type Currency } from '@lodestar/contract';
import { useCallback } from 'react';
import { useShownLanguage } from './language-provider';

/** An amount in cents, in its currency, as the shown language writes money. */
export type Money = (cents: number, currency: Currency) => string;

/** Money in the shown language (`moneyIn`: English keeps the portal's own $12.50). */
export function useMoney(): Money {
  const language = useShownLanguage();
  return useCallback<Money>((cents, currency) => moneyIn(language, cents, currency), [language]);
}
