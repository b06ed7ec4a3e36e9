import { currencySymbols, type Currency } from './countries.js';

/** An amount in cents as the portal shows money: the currency's symbol and 2 decimals ($12.50, -$8.00). */
export const formatMoney = (cents: number, currency: Currency) =>
  `${cents < 0 ? '-' : ''}${currencySymbols[currency]}${(Math.abs(cents) / 100).toFixed(2)}`;
