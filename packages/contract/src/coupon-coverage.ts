import type { Currency } from './countries.js';
import { formatMoney } from './money.js';

/** A coupon's terms as the payment provider keeps them (Stripe's `percent_off` or `amount_off`, and its duration). */
export interface CouponTerms {
  percentOff: number | null;
  /** In cents of `currency`. */
  amountOff: number | null;
  currency: Currency | null;
  duration: 'once' | 'repeating' | 'forever';
  durationInMonths: number | null;
}

const months = (count: number) => (count === 1 ? '1 month' : `${count} months`);

/**
 * What a coupon covers, in the words of the mails: "20 % off your first payment", "20 % off for 3 months", "20 % off
 * every payment"; an amount off is said per payment ("$5.00 off each payment for 3 months").
 */
export function couponCoverage(terms: CouponTerms): string {
  const percent = terms.percentOff !== null;
  const off = percent
    ? `${terms.percentOff} % off`
    : `${formatMoney(terms.amountOff ?? 0, terms.currency ?? 'usd')} off`;
  if (terms.duration === 'once') return `${off} your first payment`;
  if (terms.duration === 'forever') return `${off} every payment`;
  const span = `for ${months(terms.durationInMonths ?? 1)}`;
  return percent ? `${off} ${span}` : `${off} each payment ${span}`;
}
