import type Stripe from 'stripe';
import { billingMessages, INVALID_CODE, type SubscribeRequest } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { createFakeBillingContext, refusal } from '../../../test/helpers/fake-billing-context.js';
import { DAY, DEVICE, planOf, USER } from '../../../test/helpers/fake-billing/fixtures.js';
import type { DeviceRow } from '../../db/schema/index.js';
import { ConflictError, ValidationError } from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import { purchase } from './purchase.js';
import type { ProviderPlan } from './provider-plans.js';

const monthly = planOf({ planId: 'gps-monthly', prices: { usd: 1000, eur: 900 } });
const withTrial = planOf({ planId: 'gps-trial', freeTrialDays: 30, prices: { usd: 1000 } });
const premium = planOf({ planId: 'premium-monthly', type: 'tier', prices: { usd: 500 } });
const ADDRESS = '203.0.113.9';
const LEASE = 'plan:device-1:product';

/** A promotion code as the provider lists it, its coupon expanded. */
const promotionCode = (code: string, coupon: Partial<Stripe.Coupon>) =>
  ({
    id: `promo_${code}`,
    object: 'promotion_code',
    code,
    active: true,
    customer: null,
    expires_at: null,
    max_redemptions: null,
    times_redeemed: 0,
    promotion: {
      type: 'coupon',
      coupon: {
        id: `coupon_${code}`,
        object: 'coupon',
        valid: true,
        name: code,
        percent_off: null,
        amount_off: null,
        currency: null,
        metadata: {},
        ...coupon,
      },
    },
  }) as unknown as Stripe.PromotionCode;

/**
 * USER in Australia (GST `txr_au`) paying in usd, with a default card `pm_default` and another saved card `pm_chosen`;
 * another customer's card `pm_other`; the codes SPRING20 (20 % off) and BOX-FREE (the plan in full).
 */
function setUp(options: { callerCurrency?: Caller['currency']; country?: string | null; trialAvailed?: boolean } = {}) {
  const billing = createFakeBillingContext({
    plans: [monthly, withTrial, premium],
    taxRates: { AU: { id: 'txr_au', name: 'GST', percentage: 10 } },
  });
  const { provider } = billing;
  provider.addCustomer('cus_1', 'pm_default');
  provider.addPaymentMethod('pm_default', 'cus_1');
  provider.addPaymentMethod('pm_chosen', 'cus_1');
  provider.addPaymentMethod('pm_other', 'cus_2');
  provider.state.promotionCodes.push(
    promotionCode('SPRING20', { percent_off: 20 }),
    promotionCode('BOX-FREE', { percent_off: 100 }),
  );
  const caller = {
    id: USER,
    email: 'ada@example.test',
    name: 'Ada',
    country: options.country === undefined ? 'AU' : options.country,
    currency: options.callerCurrency ?? 'usd',
  } as Caller;
  const device = { ...DEVICE, deviceType: 'shield_gps', isTrialAvailed: options.trialAvailed ?? false } as DeviceRow;
  const buy = async (plan: ProviderPlan, body: Partial<SubscribeRequest> = {}, requestKey?: string) =>
    (await purchase(billing.ctx, caller, device, plan, { deviceUUID: DEVICE.deviceUUID, ...body }, requestKey, ADDRESS)).row;
  const created = () =>
    provider.callsOf('subscriptions.create').map((call) => call.params as Stripe.SubscriptionCreateParams);
  return { ...billing, caller, device, buy, created };
}

describe('purchase: what it sends', () => {
  it("buys the plan on the buyer's customer: the price of their currency, their tax rate and default card, charged at once", async () => {
    const { buy, provider, customers, subscriptions, synced } = setUp();

    const row = await buy(monthly);

    expect(provider.calls).toEqual([
      { method: 'customers.retrieve', id: 'cus_1' },
      { method: 'paymentMethods.retrieve', id: 'pm_default' },
      {
        method: 'subscriptions.create',
        params: {
          customer: 'cus_1',
          items: [{ price: 'price_gps-monthly_usd' }],
          default_payment_method: 'pm_default',
          default_tax_rates: ['txr_au'],
          payment_behavior: 'allow_incomplete',
          metadata: { userId: USER, deviceId: DEVICE.id, planType: 'product' },
        },
        options: { idempotencyKey: 'subscribe-device-1-product-after-none' },
      },
    ]);
    expect(customers.rows.get(USER)!.currency).toBe('usd');
    expect(subscriptions.devices.get(DEVICE.id)!.isTermsAccepted).toBe(false);
    expect(synced).toEqual([row.id]);
    expect(row).toMatchObject({ userId: USER, deviceId: DEVICE.id, planId: 'gps-monthly', status: 'active' });
  });

  it("prices the plan in the currency the customer's first plan fixed, not the caller's", async () => {
    const { buy, customers, created } = setUp({ callerCurrency: 'usd' });
    customers.add(USER, 'cus_1', 'eur');
    await buy(monthly);
    expect(created()[0]!.items).toEqual([{ price: 'price_gps-monthly_eur' }]);
  });

  it("refuses a plan without a price in the buyer's currency as not found, asking the provider nothing", async () => {
    const { buy, provider } = setUp({ callerCurrency: 'aud' });
    const error = await refusal(buy(monthly));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ message: billingMessages.planNotFound });
    expect(provider.calls).toEqual([]);
  });

  it('sends no tax rate when the buyer has no country or the country none', async () => {
    for (const country of [null, 'US']) {
      const { buy, created } = setUp({ country });
      await buy(monthly);
      expect(created()[0]).not.toHaveProperty('default_tax_rates');
    }
  });
});

describe('purchase: the trial', () => {
  it("starts the plan's trial on a device that never had one, with the terms accepted and recorded on the device", async () => {
    const { buy, created, subscriptions } = setUp();
    const row = await buy(withTrial, { isTermsAccepted: true });
    expect(created()[0]).toMatchObject({ trial_period_days: 30, default_payment_method: 'pm_default' });
    expect(subscriptions.devices.get(DEVICE.id)!.isTermsAccepted).toBe(true);
    expect(row.status).toBe('trialing');
  });

  it('refuses a trial without the terms, before anything is asked of the provider', async () => {
    const { buy, provider, claims } = setUp();
    const error = await refusal(buy(withTrial, { isTermsAccepted: false }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ message: billingMessages.termsRequired });
    expect(provider.calls).toEqual([]);
    expect(claims.held.has(LEASE)).toBe(false);
  });

  it('gives no second trial: a device that had one is charged at once, without the terms', async () => {
    const { buy, created, subscriptions } = setUp({ trialAvailed: true });
    await buy(withTrial);
    expect(created()[0]).not.toHaveProperty('trial_period_days');
    expect(subscriptions.devices.get(DEVICE.id)!.isTermsAccepted).toBe(false);
  });
});

describe('purchase: the card', () => {
  it("charges the saved card chosen, once the provider says it is the buyer's", async () => {
    const { buy, provider, created } = setUp();
    await buy(monthly, { paymentMethod: 'pm_chosen' });
    expect(provider.methods()).toEqual(['paymentMethods.retrieve', 'subscriptions.create']);
    expect(created()[0]!.default_payment_method).toBe('pm_chosen');
  });

  it("takes a wallet's type for the default card", async () => {
    const { buy, created } = setUp();
    await buy(monthly, { paymentMethod: 'apple_pay' });
    expect(created()[0]!.default_payment_method).toBe('pm_default');
  });

  it("refuses another customer's card and an unknown one as not found", async () => {
    for (const paymentMethod of ['pm_other', 'pm_missing']) {
      const { buy, created } = setUp();
      expect(await refusal(buy(monthly, { paymentMethod }))).toMatchObject({
        message: billingMessages.paymentMethodNotFound,
      });
      expect(created()).toEqual([]);
    }
  });

  it('refuses with the add-card message when the buyer has no card', async () => {
    const { buy, provider, created } = setUp();
    provider.addCustomer('cus_1', null);
    expect(await refusal(buy(monthly))).toMatchObject({ message: billingMessages.addCardDetails });
    expect(created()).toEqual([]);
  });

  it("answers a card the provider declines with its message as a 400, and cancels the plan it left incomplete", async () => {
    const { buy, provider, customers, synced } = setUp();
    provider.state.decliningCards.add('pm_default');
    const error = await refusal(buy(monthly));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ message: `Your card was declined. ${billingMessages.nothingBought}` });
    expect(customers.rows.get(USER)!.currency).toBeNull();
    const [id] = synced;
    expect(provider.state.subscriptions.get(id!)!.status).toBe('canceled');
    expect(provider.methods().slice(-6)).toEqual([
      'subscriptions.create',
      'invoices.retrieve',
      'paymentIntents.retrieve',
      'invoices.retrieve',
      'invoices.voidInvoice',
      'subscriptions.cancel',
    ]);
    expect(synced).toEqual([id, id]);
  });
});

describe('purchase: codes', () => {
  it('looks a code up under the limit on wrong codes, for the buyer and their address, and sends it as the promotion code', async () => {
    const { buy, provider, created, codeTypers } = setUp();
    await buy(withTrial, { couponCode: 'SPRING20', isTermsAccepted: true });
    expect(codeTypers).toEqual([{ userId: USER, address: ADDRESS }]);
    expect(provider.callsOf('promotionCodes.list')[0]!.params).toEqual({
      code: 'SPRING20',
      active: true,
      limit: 1,
      expand: ['data.promotion.coupon'],
    });
    expect(created()[0]).toMatchObject({
      discounts: [{ promotion_code: 'promo_SPRING20' }],
      trial_period_days: 30,
      default_payment_method: 'pm_default',
    });
  });

  it('spends no trial and needs no card for a code that pays the plan in full', async () => {
    const { buy, provider, created, subscriptions } = setUp();
    provider.addCustomer('cus_1', null);
    await buy(withTrial, { couponCode: 'BOX-FREE' });
    expect(provider.methods()).toEqual(['promotionCodes.list', 'subscriptions.create']);
    expect(created()[0]).toEqual({
      customer: 'cus_1',
      items: [{ price: 'price_gps-trial_usd' }],
      default_tax_rates: ['txr_au'],
      discounts: [{ promotion_code: 'promo_BOX-FREE' }],
      payment_behavior: 'allow_incomplete',
      metadata: { userId: USER, deviceId: DEVICE.id, planType: 'product' },
    });
    expect(subscriptions.devices.get(DEVICE.id)!.isTermsAccepted).toBe(false);
  });

  it('refuses a wrong code as invalid and buys nothing', async () => {
    const { buy, created } = setUp();
    const error = await refusal(buy(monthly, { couponCode: 'NOPE' }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ message: INVALID_CODE });
    expect(created()).toEqual([]);
  });
});

describe('purchase: once', () => {
  it('names the purchase by the Idempotency-Key, keeps the key on the subscription, and answers a repeat with the same subscription', async () => {
    const { buy, provider, created } = setUp();
    const first = await buy(monthly, {}, 'key-1');
    expect(provider.callsOf('subscriptions.create')[0]!.options).toEqual({ idempotencyKey: 'subscribe-user-1-key-1' });
    expect(created()[0]!.metadata).toEqual({
      userId: USER,
      deviceId: DEVICE.id,
      planType: 'product',
      requestKey: 'key-1',
    });

    provider.calls.length = 0;
    const again = await buy(monthly, {}, 'key-1');
    expect(again.id).toBe(first.id);
    expect(provider.calls).toEqual([]);
  });

  it('refuses the same key for another plan with a 409', async () => {
    const { buy, created } = setUp();
    await buy(monthly, {}, 'key-1');
    const error = await refusal(buy(premium, {}, 'key-1'));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ message: billingMessages.requestKeyReused });
    expect(created()).toHaveLength(1);
  });

  it("without a key, names the purchase after the device's latest subscription", async () => {
    const { buy, provider, givenSubscription, now } = setUp();
    givenSubscription({
      id: 'sub_old',
      plan: monthly,
      status: 'canceled',
      start: now() - 90 * DAY,
      periodEnd: now() - 60 * DAY,
    });
    await buy(monthly);
    expect(provider.callsOf('subscriptions.create')[0]!.options).toEqual({
      idempotencyKey: 'subscribe-device-1-product-after-sub_old',
    });
  });

  it("holds the device's lease on plans of the kind from the checks until the plan is stored, then gives it back", async () => {
    const { buy, provider, claims } = setUp();
    const heldWhen: string[] = [];
    provider.answer('subscriptions.create', (_call, model) => {
      if (claims.held.has(LEASE)) heldWhen.push('create');
      return model();
    });
    await buy(monthly);
    expect(heldWhen).toEqual(['create']);
    expect(claims.log).toEqual([`lease ${LEASE}`, `endLease ${LEASE}`]);
    expect(claims.held.size).toBe(0);
  });
});

describe('purchase: refusals', () => {
  it("refuses while the device's plan of the kind is unpaid", async () => {
    const { buy, provider, givenSubscription, now } = setUp();
    givenSubscription({
      id: 'sub_unpaid',
      plan: monthly,
      status: 'unpaid',
      start: now() - 90 * DAY,
      periodEnd: now() - 30 * DAY,
    });
    const error = await refusal(buy(withTrial, { isTermsAccepted: true }));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ message: billingMessages.planUnpaid });
    expect(provider.calls).toEqual([]);
  });

  it('refuses a device with a live plan of the kind, whoever bought it', async () => {
    const { buy, provider, givenSubscription, now } = setUp();
    givenSubscription(
      { id: 'sub_theirs', plan: monthly, customer: 'cus_2', start: now() - DAY, periodEnd: now() + 29 * DAY },
      { userId: 'user-2' },
    );
    const error = await refusal(buy(monthly));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ message: billingMessages.alreadySubscribed });
    expect(provider.calls).toEqual([]);
  });

  it('sells a plan of the other kind beside a live one', async () => {
    const { buy, givenSubscription, now, created } = setUp();
    givenSubscription({ id: 'sub_line', plan: monthly, start: now() - DAY, periodEnd: now() + 29 * DAY });
    const row = await buy(premium);
    expect(created()[0]).toMatchObject({
      items: [{ price: 'price_premium-monthly_usd' }],
      metadata: { planType: 'tier' },
    });
    expect(row.planId).toBe('premium-monthly');
  });
});
