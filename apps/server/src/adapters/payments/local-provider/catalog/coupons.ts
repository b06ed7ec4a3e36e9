import { randomBytes } from 'node:crypto';
import type { LocalStore } from '../store.js';
import { invalid, LocalStripeError, type LocalRoute, type StripeObject } from '../types.js';
import { deleted, insertCreated, saveUpdated } from './changes.js';
import {
  createdFilter,
  decimal,
  integer,
  LIST_PARAMS,
  mergeMetadata,
  nullableText,
  oneOf,
  pageOf,
  record,
  rejectUnknown,
  strings,
  text,
  type Body,
} from './params.js';

export interface Coupon extends StripeObject {
  object: 'coupon';
  max_redemptions: number | null;
  redeem_by: number | null;
  times_redeemed: number;
  valid: boolean;
}

/** A coupon can be redeemed until its `redeem_by` has passed or it was redeemed `max_redemptions` times. */
export function couponIsValid(
  coupon: Pick<Coupon, 'max_redemptions' | 'redeem_by' | 'times_redeemed'>,
  now: number,
): boolean {
  if (coupon.redeem_by !== null && now >= coupon.redeem_by) return false;
  return coupon.max_redemptions === null || coupon.times_redeemed < coupon.max_redemptions;
}

/** The coupon as it is answered now: `valid` depends on the clock, so it is worked out on every answer. */
export function currentCoupon(coupon: Coupon, now: number): Coupon {
  return { ...coupon, valid: couponIsValid(coupon, now) };
}

function positive(value: number | undefined, param: string): number | undefined {
  if (value !== undefined && value <= 0) throw invalid(`Invalid ${param}: must be greater than 0`, param);
  return value;
}

async function create(body: Body, store: LocalStore): Promise<Coupon> {
  rejectUnknown(body, [
    'id',
    'percent_off',
    'amount_off',
    'currency',
    'duration',
    'duration_in_months',
    'max_redemptions',
    'redeem_by',
    'applies_to',
    'metadata',
    'name',
  ]);
  const id = text(body.id, 'id') || randomBytes(6).toString('base64url').replace(/[-_]/g, '0');
  if (await store.find('coupon', id))
    throw new LocalStripeError(400, 'invalid_request_error', 'Coupon already exists.', {
      code: 'resource_already_exists',
      param: 'id',
    });
  const percentOff = decimal(body.percent_off, 'percent_off');
  const amountOff = positive(integer(body.amount_off, 'amount_off'), 'amount_off');
  if (percentOff === undefined && amountOff === undefined)
    throw invalid('You must pass either `percent_off` or `amount_off`.', 'percent_off');
  if (percentOff !== undefined && amountOff !== undefined)
    throw invalid('You may only specify one of these parameters: amount_off, percent_off.', 'amount_off');
  if (percentOff !== undefined && (percentOff <= 0 || percentOff > 100))
    throw invalid('Invalid percent_off: must be greater than 0 and at most 100', 'percent_off');
  const currency = text(body.currency, 'currency')?.toLowerCase();
  if (amountOff !== undefined && !currency)
    throw invalid('You must specify currency when using amount_off.', 'currency');
  const duration = oneOf(body.duration, 'duration', ['once', 'repeating', 'forever']) ?? 'once';
  const months = positive(integer(body.duration_in_months, 'duration_in_months'), 'duration_in_months');
  if (duration === 'repeating' && months === undefined)
    throw invalid('You must specify duration_in_months when duration is repeating.', 'duration_in_months');
  if (duration !== 'repeating' && months !== undefined)
    throw invalid('duration_in_months is only allowed when duration is repeating.', 'duration_in_months');
  const redeemBy = integer(body.redeem_by, 'redeem_by');
  if (redeemBy !== undefined && redeemBy <= store.now())
    throw invalid('Invalid redeem_by: must be in the future', 'redeem_by');
  const products = strings(record(body.applies_to, 'applies_to')?.products, 'applies_to[products]');
  const coupon: Coupon = {
    id,
    object: 'coupon',
    amount_off: amountOff ?? null,
    ...(products ? { applies_to: { products } } : {}),
    created: store.now(),
    currency: amountOff !== undefined ? (currency ?? null) : null,
    duration,
    duration_in_months: months ?? null,
    livemode: false,
    max_redemptions: positive(integer(body.max_redemptions, 'max_redemptions'), 'max_redemptions') ?? null,
    metadata: mergeMetadata({}, body.metadata),
    name: nullableText(body.name, 'name') ?? null,
    percent_off: percentOff ?? null,
    redeem_by: redeemBy ?? null,
    times_redeemed: 0,
    valid: true,
  };
  return insertCreated(store, coupon);
}

async function update(id: string, body: Body, store: LocalStore): Promise<Coupon> {
  rejectUnknown(body, ['metadata', 'name']);
  const before = await store.get<Coupon>('coupon', id);
  const after: Coupon = {
    ...before,
    metadata: mergeMetadata((before.metadata ?? {}) as Record<string, string>, body.metadata),
  };
  const name = nullableText(body.name, 'name');
  if (name !== undefined) after.name = name;
  return currentCoupon(await saveUpdated(store, before, after), store.now());
}

async function remove(id: string, store: LocalStore): Promise<StripeObject> {
  const coupon = await store.get<Coupon>('coupon', id);
  await store.remove('coupon', id);
  await store.emit('coupon.deleted', currentCoupon(coupon, store.now()));
  return deleted(coupon);
}

export const couponRoutes: LocalRoute[] = [
  { method: 'POST', path: '/v1/coupons', handle: ({ body }, store) => create(body, store) },
  {
    method: 'GET',
    path: '/v1/coupons/:id',
    handle: async ({ params }, store) => currentCoupon(await store.get<Coupon>('coupon', params.id!), store.now()),
  },
  { method: 'POST', path: '/v1/coupons/:id', handle: ({ params, body }, store) => update(params.id!, body, store) },
  { method: 'DELETE', path: '/v1/coupons/:id', handle: ({ params }, store) => remove(params.id!, store) },
  {
    method: 'GET',
    path: '/v1/coupons',
    async handle({ body }, store) {
      rejectUnknown(body, LIST_PARAMS);
      const page = await store.list<Coupon>('coupon', '/v1/coupons', pageOf(body), {
        where: createdFilter(body.created),
      });
      return { ...page, data: page.data.map((coupon) => currentCoupon(coupon, store.now())) };
    },
  },
];
