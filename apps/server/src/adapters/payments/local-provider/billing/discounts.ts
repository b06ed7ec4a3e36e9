import type { LocalStore } from '../store.js';
import { LocalStripeError } from '../types.js';
import { lookup, noSuch } from './lookups.js';
import type { Coupon, Discount, PromotionCode, Subscription } from './model.js';
import { list, record, text } from './params.js';
import { addInterval } from './periods.js';

export interface DiscountRequest {
  coupon: Coupon;
  promotionCode: PromotionCode | null;
}

export interface AppliedDiscount {
  discount: Discount;
  coupon: Coupon;
}

function expired(message: string, param: string): LocalStripeError {
  return new LocalStripeError(400, 'invalid_request_error', message, { code: 'coupon_expired', param });
}

function usableCoupon(coupon: Coupon, now: number, param: string): Coupon {
  const used = coupon.times_redeemed ?? 0;
  const exhausted = coupon.max_redemptions != null && used >= coupon.max_redemptions;
  if (coupon.valid === false || (coupon.redeem_by != null && coupon.redeem_by <= now) || exhausted)
    throw expired(`Coupon expired: ${coupon.id}`, param);
  return coupon;
}

/** `discounts[i][coupon|promotion_code]` checked the way Stripe refuses them: unknown, expired or used up. */
export async function discountRequests(store: LocalStore, value: unknown): Promise<DiscountRequest[]> {
  const requests: DiscountRequest[] = [];
  for (const [index, entry] of list(value).entries()) {
    const fields = record(entry);
    const couponId = text(fields.coupon, `discounts[${index}][coupon]`);
    const codeId = text(fields.promotion_code, `discounts[${index}][promotion_code]`);
    if (couponId) {
      const param = `discounts[${index}][coupon]`;
      requests.push({
        coupon: usableCoupon(await lookup<Coupon>(store, 'coupon', couponId, param), store.now(), param),
        promotionCode: null,
      });
    } else if (codeId) {
      const param = `discounts[${index}][promotion_code]`;
      const code = await lookup<PromotionCode>(store, 'promotion_code', codeId, param);
      const exhausted = code.max_redemptions != null && (code.times_redeemed ?? 0) >= code.max_redemptions;
      if (!code.active || (code.expires_at != null && code.expires_at < store.now()) || exhausted) {
        throw expired(`This promotion code cannot be redeemed: '${code.code}' is no longer active.`, param);
      }
      const coupon = code.promotion?.coupon;
      const couponKey = typeof coupon === 'string' ? coupon : coupon?.id;
      if (!couponKey) throw noSuch('coupon', '', param);
      requests.push({
        coupon: usableCoupon(await lookup<Coupon>(store, 'coupon', couponKey, param), store.now(), param),
        promotionCode: code,
      });
    }
  }
  return requests;
}

/**
 * The Discount objects a subscription would get, not yet stored: `commit` stores them and counts the redemptions once
 * the subscription is really created.
 */
export function prepareDiscounts(
  store: LocalStore,
  requests: DiscountRequest[],
  customer: string,
  subscription: string,
) {
  const start = store.now();
  const applied: AppliedDiscount[] = requests.map(({ coupon, promotionCode }) => ({
    coupon,
    discount: {
      id: store.newId('di'),
      object: 'discount',
      checkout_session: null,
      customer,
      customer_account: null,
      end: coupon.duration === 'repeating' ? addInterval(start, 'month', coupon.duration_in_months ?? 1) : null,
      invoice: null,
      invoice_item: null,
      promotion_code: promotionCode?.id ?? null,
      source: { coupon: coupon.id, type: 'coupon' },
      start,
      subscription,
      subscription_item: null,
    },
  }));
  const commit = async () => {
    for (const [index, { coupon, discount }] of applied.entries()) {
      await store.insert({ ...discount, created: start });
      const current = (await store.find<Coupon>('coupon', coupon.id)) ?? coupon;
      await store.save({ ...current, times_redeemed: (current.times_redeemed ?? 0) + 1 });
      const code = requests[index]!.promotionCode;
      if (code) await store.save({ ...code, times_redeemed: (code.times_redeemed ?? 0) + 1 });
    }
  };
  return { applied, ids: applied.map(({ discount }) => discount.id), commit };
}

/** The subscription's discounts that apply to an invoice of time `at`. */
export async function discountsAt(
  store: LocalStore,
  subscription: Pick<Subscription, 'discounts'>,
  at: number,
): Promise<AppliedDiscount[]> {
  const applied: AppliedDiscount[] = [];
  for (const id of subscription.discounts) {
    const discount = await store.find<Discount>('discount', id);
    if (!discount || (discount.end !== null && discount.end <= at)) continue;
    const coupon = await store.find<Coupon>('coupon', discount.source.coupon);
    if (coupon) applied.push({ discount, coupon });
  }
  return applied;
}

/**
 * After an invoice: a `once` coupon is spent by the first invoice it reduced, a `repeating` one ends with its months;
 * Stripe then drops them from the subscription.
 */
export function spentDiscounts(applied: AppliedDiscount[], reducedBy: Map<string, number>, at: number): Set<string> {
  const spent = new Set<string>();
  for (const { discount, coupon } of applied) {
    if (coupon.duration === 'once' && (reducedBy.get(discount.id) ?? 0) !== 0) spent.add(discount.id);
    if (discount.end !== null && discount.end <= at) spent.add(discount.id);
  }
  return spent;
}
