import type Stripe from 'stripe';
import { couponCoverage, currencySchema } from '@lodestar/contract';
import { idOf } from './provider-ids.js';

/** What an invoice is read with for its discounts to name their coupons. */
export const WITH_COUPONS = ['discounts.source.coupon'];

/** A coupon that takes money off an invoice: what it covers ("20 % off for 3 months") and how much it takes off. */
export interface DiscountApplied {
  coverage: string;
  /** In cents of the invoice's currency. */
  amount: number;
}

const DURATIONS = ['once', 'repeating', 'forever'] as const;
const durationOf = (coupon: Stripe.Coupon) => DURATIONS.find((duration) => duration === coupon.duration);

/** What the coupon covers; null for a duration this version does not know. */
function coverageOf(coupon: Stripe.Coupon): string | null {
  const duration = durationOf(coupon);
  if (!duration) return null;
  return couponCoverage({
    percentOff: coupon.percent_off,
    amountOff: coupon.amount_off,
    currency: currencySchema.safeParse(coupon.currency).data ?? null,
    duration,
    durationInMonths: coupon.duration_in_months,
  });
}

/** The discounts of an invoice read `WITH_COUPONS` that took something off it. */
export function discountsApplied(invoice: Stripe.Invoice): DiscountApplied[] {
  const amounts = new Map(
    (invoice.total_discount_amounts ?? []).map(({ discount, amount }) => [idOf(discount), amount]),
  );
  return (invoice.discounts ?? []).flatMap((discount) => {
    const coupon = typeof discount === 'string' ? null : discount.source.coupon;
    const coverage = coupon && typeof coupon !== 'string' ? coverageOf(coupon) : null;
    const amount = amounts.get(idOf(discount)) ?? 0;
    return coverage && amount > 0 ? [{ coverage, amount }] : [];
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
