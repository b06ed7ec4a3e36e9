import type Stripe from 'stripe';
import { ValidationError } from '../../errors.js';
import type { BillingRepository } from './billing.repository.js';
import { COUPON_DEVICE } from './coupon-codes.js';

export interface CodeLimits {
  maxRedemptions?: number;
  expiresAt?: number;
  /** The serial number of the one device the code is for: recorded, so the device's plan page can offer it. */
  deviceUUID?: string;
}

/** Makes a code buyers type: a coupon at the provider and its promotion code, bound to one device if `deviceUUID`. */
export async function createCode(
  stripe: Stripe,
  billing: BillingRepository,
  code: string | undefined,
  coupon: Stripe.CouponCreateParams,
  { maxRedemptions, expiresAt, deviceUUID }: CodeLimits,
) {
  if (!code || !/^[A-Za-z0-9-]{3,40}$/.test(code))
    throw new ValidationError('--code must be 3 to 40 letters, digits or dashes.');
  const created = await stripe.coupons.create(
    deviceUUID ? { ...coupon, metadata: { ...coupon.metadata, [COUPON_DEVICE]: deviceUUID } } : coupon,
  );
  const promotion = await stripe.promotionCodes.create({
    code,
    promotion: { type: 'coupon', coupon: created.id },
    ...(maxRedemptions ? { max_redemptions: maxRedemptions } : {}),
    ...(expiresAt ? { expires_at: expiresAt } : {}),
  });
  if (deviceUUID) await billing.bindCodeToDevice(promotion.code, deviceUUID);
  return {
    code: promotion.code,
    promotionCodeId: promotion.id,
    coupon: {
      id: created.id,
      percent_off: created.percent_off,
      amount_off: created.amount_off,
      duration: created.duration,
    },
  };
}
