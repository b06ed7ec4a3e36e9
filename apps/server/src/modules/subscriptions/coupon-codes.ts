import type Stripe from 'stripe';
import { COUPON_NOT_VALID, INVALID_CODE, type Coupon } from '@lodestar/contract';
import { ValidationError } from '../../errors.js';

/** What Lodestar writes on the coupons it makes: the kind of code, its title, and for a group the plan it covers. */
export const COUPON_KIND = 'lodestar_kind';
export const COUPON_TITLE = 'title';
export const GROUP_PLAN_ID = 'plan';
/** A code bound to one device (a plan bought with the tracker): only that device may use it. */
export const COUPON_DEVICE = 'device_uuid';

export interface ResolvedCode {
  promotionCodeId: string;
  coupon: Stripe.Coupon;
  answer: Coupon;
}

const kindOf = (coupon: Stripe.Coupon): Coupon['kind'] => {
  const kind = coupon.metadata?.[COUPON_KIND];
  if (kind === 'group' || kind === 'prePurchased') return kind;
  return coupon.percent_off === 100 ? 'prePurchased' : 'discount';
};

/**
 * Finds the promotion code a buyer typed and checks it for this device and these plan products: active, not expired,
 * not used up, not another customer's or another device's, meant for at least one of the products and, for an amount
 * off, in the buyer's currency.
 */
export async function resolveCode(
  stripe: Stripe,
  code: string,
  scope: { customerId: string | null; deviceUUID: string; productIds: readonly string[]; currency: string; now: number },
): Promise<ResolvedCode> {
  const [promotion] = (await stripe.promotionCodes.list({ code, active: true, limit: 1, expand: ['data.promotion.coupon'] })).data;
  const coupon = promotion?.promotion.coupon;
  if (!promotion || !coupon || typeof coupon === 'string' || !coupon.valid) throw new ValidationError(INVALID_CODE);
  const customer = typeof promotion.customer === 'string' ? promotion.customer : (promotion.customer?.id ?? null);
  const expired = promotion.expires_at !== null && promotion.expires_at <= scope.now;
  const usedUp = promotion.max_redemptions !== null && promotion.times_redeemed >= promotion.max_redemptions;
  const otherDevice = coupon.metadata?.[COUPON_DEVICE] !== undefined && coupon.metadata[COUPON_DEVICE] !== scope.deviceUUID;
  if (expired || usedUp || otherDevice || (customer !== null && customer !== scope.customerId)) throw new ValidationError(INVALID_CODE);
  const products = coupon.applies_to?.products ?? [];
  const fits = products.length === 0 ? scope.productIds : scope.productIds.filter((id) => products.includes(id));
  // An amount off is in one currency; Stripe refuses it for a subscription in another.
  const otherCurrency = coupon.amount_off !== null && coupon.currency !== scope.currency;
  if (fits.length === 0 || otherCurrency) throw new ValidationError(COUPON_NOT_VALID);
  return {
    promotionCodeId: promotion.id,
    coupon,
    answer: {
      code: promotion.code,
      title: coupon.metadata?.[COUPON_TITLE] ?? coupon.name ?? promotion.code,
      name: coupon.name ?? promotion.code,
      percentage: coupon.percent_off ?? 0,
      productId: products.length === 1 ? products[0]! : null,
      kind: kindOf(coupon),
    },
  };
}
