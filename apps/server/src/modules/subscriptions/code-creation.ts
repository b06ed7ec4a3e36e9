import { randomInt } from 'node:crypto';
import type Stripe from 'stripe';
import { ValidationError } from '../../errors.js';
import type { SubscriptionsRepository } from './subscriptions.repository.js';
import { COUPON_DEVICE } from './coupon-codes.js';

export interface CodeLimits {
  maxRedemptions?: number;
  expiresAt?: number;
  /** The serial number of the one device the code is for: recorded, so the device's plan page can offer it. */
  deviceUUID?: string;
}

/** Crockford's base32: no I, L, O or U, which are read as 1, 0 and V or make words. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_GROUPS = 5;
const CODE_GROUP_LENGTH = 4;

/** A code nobody can guess: 100 random bits, as five groups of four characters that read aloud without doubt. */
export function randomCode(): string {
  const group = () => Array.from({ length: CODE_GROUP_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return Array.from({ length: CODE_GROUPS }, group).join('-');
}

export const GUESSABLE_FREE_CODE =
  'A code that pays a plan in full for any device must be random, or whoever guesses it gets the plan: leave out --code and one is made, or bind the code to one device with --device.';

/**
 * Makes a code buyers type: a coupon at the provider and its promotion code, bound to one device if `deviceUUID`.
 * Without `code` a random one is made. A code that pays a plan in full (pre-purchased, group) and is not bound to a
 * device is a free plan for whoever guesses it, so it is always random.
 */
export async function createCode(
  stripe: Stripe,
  subscriptions: Pick<SubscriptionsRepository, 'bindCodeToDevice'>,
  given: string | undefined,
  coupon: Stripe.CouponCreateParams,
  { maxRedemptions, expiresAt, deviceUUID }: CodeLimits,
) {
  if (given !== undefined && coupon.percent_off === 100 && !deviceUUID) throw new ValidationError(GUESSABLE_FREE_CODE);
  const code = given ?? randomCode();
  if (!/^[A-Za-z0-9-]{3,40}$/.test(code)) throw new ValidationError('--code must be 3 to 40 letters, digits or dashes.');
  const created = await stripe.coupons.create(
    deviceUUID ? { ...coupon, metadata: { ...coupon.metadata, [COUPON_DEVICE]: deviceUUID } } : coupon,
  );
  const promotion = await stripe.promotionCodes.create({
    code,
    promotion: { type: 'coupon', coupon: created.id },
    ...(maxRedemptions ? { max_redemptions: maxRedemptions } : {}),
    ...(expiresAt ? { expires_at: expiresAt } : {}),
  });
  if (deviceUUID) await subscriptions.bindCodeToDevice(promotion.code, deviceUUID);
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
