import { randomBytes } from 'node:crypto';
import type { LocalStore } from '../store.js';
import { invalid, LocalStripeError, type LocalRoute, type StripeObject } from '../types.js';
import { insertCreated, saveUpdated } from './changes.js';
import { couponIsValid, type Coupon } from './coupons.js';
import { liveCustomer, noSuch } from './lookups.js';
import {
  createdFilter,
  flag,
  integer,
  LIST_PARAMS,
  mergeMetadata,
  pageOf,
  record,
  rejectUnknown,
  requiredText,
  text,
  type Body,
} from './params.js';

interface PromotionCode extends StripeObject {
  object: 'promotion_code';
  active: boolean;
  code: string;
  promotion: { coupon: string; type: 'coupon' };
}

const couponOf = (code: PromotionCode) => code.promotion.coupon;

/** Codes are unique, regardless of case, among the active ones. */
async function checkCodeFree(store: LocalStore, code: string, ownId?: string): Promise<void> {
  const [taken] = await store.all<PromotionCode>(
    'promotion_code',
    (other) => other.active && other.id !== ownId && other.code.toLowerCase() === code.toLowerCase(),
  );
  if (taken)
    throw new LocalStripeError(
      400,
      'invalid_request_error',
      `An active promotion code with \`code: ${code}\` already exists.`,
      { code: 'resource_already_exists', param: 'code' },
    );
}

function restrictionsOf(value: unknown) {
  const given = record(value, 'restrictions') ?? {};
  const minimum = integer(given.minimum_amount, 'restrictions[minimum_amount]') ?? null;
  const currency = text(given.minimum_amount_currency, 'restrictions[minimum_amount_currency]')?.toLowerCase() ?? null;
  if (minimum !== null && !currency)
    throw invalid(
      'You must specify minimum_amount_currency with minimum_amount.',
      'restrictions[minimum_amount_currency]',
    );
  return {
    first_time_transaction: flag(given.first_time_transaction, 'restrictions[first_time_transaction]') ?? false,
    minimum_amount: minimum,
    minimum_amount_currency: currency,
  };
}

async function create(body: Body, store: LocalStore): Promise<PromotionCode> {
  rejectUnknown(body, [
    'promotion',
    'coupon',
    'code',
    'active',
    'customer',
    'expires_at',
    'max_redemptions',
    'metadata',
    'restrictions',
  ]);
  // The 2026 API names the coupon in `promotion[coupon]`; older code sends `coupon`, which is still taken.
  const promotion = record(body.promotion, 'promotion');
  if (promotion && promotion.type !== 'coupon')
    throw invalid('Invalid promotion[type]: must be coupon', 'promotion[type]');
  const param = promotion ? 'promotion[coupon]' : 'coupon';
  const couponId = requiredText(promotion ? promotion.coupon : body.coupon, param);
  const coupon = await store.find<Coupon>('coupon', couponId);
  if (!coupon) throw noSuch('coupon', couponId, param);
  if (!couponIsValid(coupon, store.now())) throw invalid(`Coupon ${couponId} is no longer valid.`, param);

  const code = text(body.code, 'code') || randomBytes(6).toString('hex').toUpperCase();
  if (!/^[A-Za-z0-9-]{1,500}$/.test(code)) throw invalid('Invalid code: use only letters, digits and dashes.', 'code');
  const active = flag(body.active, 'active') ?? true;
  if (active) await checkCodeFree(store, code);
  const customer = text(body.customer, 'customer') || null;
  if (customer) await liveCustomer(store, customer);
  const expiresAt = integer(body.expires_at, 'expires_at') ?? null;
  if (expiresAt !== null && expiresAt <= store.now())
    throw invalid('Invalid expires_at: must be in the future', 'expires_at');
  if (expiresAt !== null && coupon.redeem_by !== null && expiresAt > coupon.redeem_by) {
    throw invalid("The promotion code's expires_at can't be after the coupon's redeem_by.", 'expires_at');
  }
  const maxRedemptions = integer(body.max_redemptions, 'max_redemptions') ?? null;
  if (
    maxRedemptions !== null &&
    (maxRedemptions < 1 || (coupon.max_redemptions !== null && maxRedemptions > coupon.max_redemptions))
  ) {
    throw invalid(
      "Invalid max_redemptions: must be positive and at most the coupon's max_redemptions",
      'max_redemptions',
    );
  }
  return insertCreated(store, {
    id: store.newId('promo'),
    object: 'promotion_code',
    active,
    code,
    created: store.now(),
    customer,
    customer_account: null,
    expires_at: expiresAt,
    livemode: false,
    max_redemptions: maxRedemptions,
    metadata: mergeMetadata({}, body.metadata),
    promotion: { coupon: couponId, type: 'coupon' },
    restrictions: restrictionsOf(body.restrictions),
    times_redeemed: 0,
  });
}

async function update(id: string, body: Body, store: LocalStore): Promise<PromotionCode> {
  rejectUnknown(body, ['active', 'metadata']);
  const before = await store.get<PromotionCode>('promotion_code', id);
  const after: PromotionCode = {
    ...before,
    metadata: mergeMetadata((before.metadata ?? {}) as Record<string, string>, body.metadata),
  };
  const active = flag(body.active, 'active');
  if (active === true && !before.active) await checkCodeFree(store, before.code, id);
  if (active !== undefined) after.active = active;
  return saveUpdated(store, before, after);
}

export const promotionCodeRoutes: LocalRoute[] = [
  { method: 'POST', path: '/v1/promotion_codes', handle: ({ body }, store) => create(body, store) },
  {
    method: 'GET',
    path: '/v1/promotion_codes/:id',
    handle: ({ params }, store) => store.get('promotion_code', params.id!),
  },
  {
    method: 'POST',
    path: '/v1/promotion_codes/:id',
    handle: ({ params, body }, store) => update(params.id!, body, store),
  },
  {
    method: 'GET',
    path: '/v1/promotion_codes',
    handle({ body }, store) {
      rejectUnknown(body, [...LIST_PARAMS, 'code', 'active', 'coupon', 'customer']);
      const code = text(body.code, 'code')?.toLowerCase();
      const active = flag(body.active, 'active');
      const coupon = text(body.coupon, 'coupon');
      const customer = text(body.customer, 'customer');
      const created = createdFilter(body.created);
      return store.list<PromotionCode>('promotion_code', '/v1/promotion_codes', pageOf(body), {
        where: (promo) =>
          (!code || promo.code.toLowerCase() === code) &&
          (active === undefined || promo.active === active) &&
          (!coupon || couponOf(promo) === coupon) &&
          (!customer || promo.customer === customer) &&
          created(promo),
      });
    },
  },
];
