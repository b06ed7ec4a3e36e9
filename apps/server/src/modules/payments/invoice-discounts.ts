import type Stripe from 'stripe';
import { currencySchema, type CouponTerms } from '@lodestar/contract';
import { idOf } from './provider-ids.js';

/** What an invoice is read with for its discounts to name their coupons. */
export const WITH_COUPONS = ['discounts.source.coupon'];

/** A coupon that takes money off an invoice: its terms (what it covers: "20 % off for 3 months") and how much it takes off. */
export interface DiscountApplied {
  terms: CouponTerms;
  /** In cents of the invoice's currency. */
  amount: number;
}

const DURATIONS = ['once', 'repeating', 'forever'] as const;
const durationOf = (coupon: Stripe.Coupon) => DURATIONS.find((duration) => duration === coupon.duration);

/** What the coupon covers, which the mails write in their reader's language; null for a duration this version does not know. */
function termsOf(coupon: Stripe.Coupon): CouponTerms | null {
  const duration = durationOf(coupon);
  if (!duration) return null;
  return {
    percentOff: coupon.percent_off,
    amountOff: coupon.amount_off,
    currency: currencySchema.safeParse(coupon.currency).data ?? null,
    duration,
    durationInMonths: coupon.duration_in_months,
  };
}

/** The discounts of an invoice read `WITH_COUPONS` that took something off it. */
export function discountsApplied(invoice: Stripe.Invoice): DiscountApplied[] {
  const amounts = new Map(
    (invoice.total_discount_amounts ?? []).map(({ discount, amount }) => [idOf(discount), amount]),
  );
  return (invoice.discounts ?? []).flatMap((discount) => {
    const coupon = typeof discount === 'string' ? null : discount.source.coupon;
    const terms = coupon && typeof coupon !== 'string' ? termsOf(coupon) : null;
    const amount = amounts.get(idOf(discount)) ?? 0;
    return terms && amount > 0 ? [{ terms, amount }] : [];
  });
}

/**
 * Whether a coupon made for a transfer covers the invoice: the seller paid the receiver's first term on an invoice of
 * their own, which is the payment; the receiver's $0 invoice is none of theirs to be told of.
 */
export const paidBySeller = (invoice: Stripe.Invoice): boolean =>
  (invoice.discounts ?? []).some((discount) => {
    const coupon = typeof discount === 'string' ? null : discount.source.coupon;
    return coupon !== null && typeof coupon !== 'string' && coupon.metadata?.transfer !== undefined;
  });
