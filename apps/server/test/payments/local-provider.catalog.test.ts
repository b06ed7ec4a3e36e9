import { eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStripeObjects } from '../../src/db/schema/index.js';
import { closeLocalProvider, failure, openLocalProvider, type LocalProviderUnderTest } from '../helpers/local-provider.js';

let local: LocalProviderUnderTest;
let stripe: Stripe;

beforeAll(async () => {
  local = await openLocalProvider({ webhookSecret: 'whsec_catalog' });
  stripe = local.stripe;
});

afterAll(() => closeLocalProvider(local));

describe('local payment provider: catalog', () => {
  it('keeps products and recurring prices, and moves a lookup key only when asked to', async () => {
    const product = await stripe.products.create({ name: 'GPS tracker plan', metadata: { tier: 'pro' } });
    expect(product).toMatchObject({
      object: 'product',
      active: true,
      name: 'GPS tracker plan',
      metadata: { tier: 'pro' },
    });
    const monthly = await stripe.prices.create({
      product: product.id,
      currency: 'EUR',
      unit_amount: 499,
      recurring: { interval: 'month' },
      lookup_key: 'pro_monthly',
    });
    expect(monthly).toMatchObject({
      currency: 'eur',
      unit_amount: 499,
      type: 'recurring',
      lookup_key: 'pro_monthly',
      recurring: { interval: 'month', interval_count: 1 },
    });

    const taken = await failure(
      stripe.prices.create({
        product: product.id,
        currency: 'eur',
        unit_amount: 599,
        recurring: { interval: 'month' },
        lookup_key: 'pro_monthly',
      }),
    );
    expect(taken).toMatchObject({
      statusCode: 400,
      param: 'lookup_key',
      message: `A price (\`${monthly.id}\`) already uses that lookup key.`,
    });
    const raised = await stripe.prices.create({
      product: product.id,
      currency: 'eur',
      unit_amount: 599,
      recurring: { interval: 'month' },
      lookup_key: 'pro_monthly',
      transfer_lookup_key: true,
    });
    expect((await stripe.prices.retrieve(monthly.id)).lookup_key).toBeNull();
    const byKey = await stripe.prices.list({ lookup_keys: ['pro_monthly'], expand: ['data.product'] });
    expect(byKey.data.map((price) => [price.id, (price.product as Stripe.Product).name])).toEqual([
      [raised.id, 'GPS tracker plan'],
    ]);

    await stripe.prices.update(monthly.id, { lookup_key: 'pro_monthly', transfer_lookup_key: true, active: false });
    expect((await stripe.prices.list({ lookup_keys: ['pro_monthly'] })).data.map((price) => price.id)).toEqual([
      monthly.id,
    ]);
    expect((await stripe.prices.list({ product: product.id, active: true })).data.map((price) => price.id)).toEqual([
      raised.id,
    ]);

    await stripe.products.update(product.id, { active: false, default_price: raised.id });
    expect((await stripe.products.list({ active: false })).data.map((item) => [item.id, item.default_price])).toEqual([
      [product.id, raised.id],
    ]);
    expect(
      await failure(stripe.prices.create({ product: 'prod_missing', currency: 'eur', unit_amount: 1 })),
    ).toMatchObject({ code: 'resource_missing', param: 'product' });
  });

  it('keeps tax rates', async () => {
    const vat = await stripe.taxRates.create({
      display_name: 'VAT',
      percentage: 19,
      inclusive: false,
      country: 'DE',
      jurisdiction: 'DE',
    });
    expect(vat).toMatchObject({
      object: 'tax_rate',
      active: true,
      percentage: 19,
      inclusive: false,
      country: 'DE',
      jurisdiction: 'DE',
      display_name: 'VAT',
    });
    await stripe.taxRates.update(vat.id, { active: false });
    expect((await stripe.taxRates.list({ active: true })).data.map((rate) => rate.id)).not.toContain(vat.id);
    expect((await stripe.taxRates.list({ active: false })).data.map((rate) => rate.id)).toEqual([vat.id]);
  });

  it('makes coupons invalid once redeem_by has passed or max_redemptions is reached', async () => {
    const now = await local.provider.now();
    const spring = await stripe.coupons.create({
      id: 'SPRING',
      percent_off: 20,
      duration: 'repeating',
      duration_in_months: 3,
      redeem_by: now + 3600,
    });
    expect(spring).toMatchObject({
      id: 'SPRING',
      valid: true,
      times_redeemed: 0,
      duration_in_months: 3,
      amount_off: null,
    });
    expect(await failure(stripe.coupons.create({ id: 'SPRING', percent_off: 10 }))).toMatchObject({
      code: 'resource_already_exists',
    });
    expect(await failure(stripe.coupons.create({ amount_off: 500 }))).toMatchObject({
      statusCode: 400,
      param: 'currency',
    });
    expect(await failure(stripe.coupons.create({ percent_off: 10, duration: 'repeating' }))).toMatchObject({
      param: 'duration_in_months',
    });

    await local.provider.advanceClock(7200);
    expect((await stripe.coupons.retrieve('SPRING')).valid).toBe(false);

    const limited = await stripe.coupons.create({
      amount_off: 500,
      currency: 'eur',
      max_redemptions: 2,
      applies_to: { products: ['prod_a'] },
    });
    expect(limited).toMatchObject({ valid: true, applies_to: { products: ['prod_a'] }, currency: 'eur' });
    // What the billing side does when an invoice redeems the coupon.
    await local.database.db
      .update(localStripeObjects)
      .set({ data: sql`jsonb_set(${localStripeObjects.data}, '{times_redeemed}', '2')` })
      .where(eq(localStripeObjects.id, limited.id));
    expect((await stripe.coupons.list()).data.find((coupon) => coupon.id === limited.id)).toMatchObject({
      times_redeemed: 2,
      valid: false,
    });

    expect(await stripe.coupons.del(limited.id)).toMatchObject({ id: limited.id, object: 'coupon', deleted: true });
    expect(await failure(stripe.coupons.retrieve(limited.id))).toMatchObject({ statusCode: 404 });
  });

  it('keeps promotion codes for a coupon, unique among the active ones', async () => {
    const coupon = await stripe.coupons.create({ percent_off: 15, duration: 'once' });
    const code = await stripe.promotionCodes.create({
      promotion: { type: 'coupon', coupon: coupon.id },
      code: 'WELCOME15',
      max_redemptions: 10,
    });
    expect(code).toMatchObject({
      object: 'promotion_code',
      active: true,
      code: 'WELCOME15',
      promotion: { type: 'coupon', coupon: coupon.id },
      times_redeemed: 0,
    });
    expect(code.restrictions).toMatchObject({ first_time_transaction: false, minimum_amount: null });

    const clash = await failure(
      stripe.promotionCodes.create({ promotion: { type: 'coupon', coupon: coupon.id }, code: 'welcome15' }),
    );
    expect(clash).toMatchObject({ statusCode: 400, param: 'code' });
    const found = await stripe.promotionCodes.list({ code: 'welcome15', expand: ['data.promotion.coupon'] });
    expect(found.data.map((promo) => (promo.promotion.coupon as Stripe.Coupon).percent_off)).toEqual([15]);

    await stripe.promotionCodes.update(code.id, { active: false });
    const legacy = await stripe.promotionCodes.create({
      coupon: coupon.id,
      code: 'WELCOME15',
    } as unknown as Stripe.PromotionCodeCreateParams);
    expect(legacy.promotion.coupon).toBe(coupon.id);
    expect(
      (await stripe.promotionCodes.list({ coupon: coupon.id, active: true })).data.map((promo) => promo.id),
    ).toEqual([legacy.id]);
    expect(await failure(stripe.promotionCodes.update(code.id, { active: true }))).toMatchObject({ param: 'code' });
  });
});
