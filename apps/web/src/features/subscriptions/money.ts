import { currencySymbols, type Currency } from '@lodestar/contract';

/** An amount in cents as the portal shows money: the currency's symbol and 2 decimals ($12.50). */
export const formatMoney = (cents: number, currency: Currency) =>
  `${currencySymbols[currency]}${(cents / 100).toFixed(2)}`;

/** `percentage` % of an amount in cents, rounded to the cent. */
export const percentOf = (cents: number, percentage: number) => Math.round((cents * percentage) / 100);
