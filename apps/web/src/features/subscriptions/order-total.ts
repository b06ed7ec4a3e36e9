import { taxOf, type Coupon, type Plan } from '@lodestar/contract';
import { percentOf } from './money';
import { subscriptionMessages } from './subscription-messages';

/** A pre-purchased code pays the whole plan. */
const percentageOf = (coupon: Coupon) => (coupon.kind === 'prePurchased' ? 100 : coupon.percentage);

export const discountLabel = (coupon: Coupon) =>
  coupon.kind === 'prePurchased' ? subscriptionMessages.prePurchased : `${coupon.percentage}% off`;

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
