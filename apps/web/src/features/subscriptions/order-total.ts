import { taxOf, type Coupon, type Plan } from '@lodestar/contract';
import type { Translate } from '../../lib/i18n/translate';
import { percentOf } from './money';

/** A pre-purchased code pays the whole plan. */
const percentageOf = (coupon: Coupon) => (coupon.kind === 'prePurchased' ? 100 : coupon.percentage);

/** What a coupon takes off: 20% off; a pre-purchased code, 100% off. */
export const discountLabel = (coupon: Coupon, t: Translate) =>
  t('subscriptions.coupon.percentOff', { percentage: percentageOf(coupon) });

export interface OrderTotal {
  price: number;
  discount: number;
  tax: number;
  total: number;
}

/** What a plan costs per period in cents: its price, less the coupon's discount, plus tax on what is left. */
export function orderTotal(plan: Pick<Plan, 'unitAmount' | 'taxRate'>, coupon: Coupon | null): OrderTotal {
  const price = plan.unitAmount;
  const discount = coupon ? percentOf(price, percentageOf(coupon)) : 0;
  const tax = taxOf(price - discount, plan.taxRate?.percentage);
  return { price, discount, tax, total: price - discount + tax };
}
