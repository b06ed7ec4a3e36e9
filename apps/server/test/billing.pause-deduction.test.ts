import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pauseFee, type Subscription } from '@lodestar/contract';
import { createVerifiedUser } from './helpers/accounts.js';
import { CARDS, chargedInvoices, currentSubscriptions, DAY, saveCard, seedPlans, subscribe, subscriptionAction } from './helpers/billing.js';
import { call, insertDevice } from './helpers/devices.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
afterAll(() => t.close());

/** An AU buyer (10 % GST) with a visa saved and the plan bought for a new device, charged at once. */
async function subscribedBuyer(planId: string) {
  const buyer = await createVerifiedUser(t, { country: 'AU' });
  const device = await insertDevice(t, buyer.user._id, { isTrialAvailed: true });
  const visa = await saveCard(t, buyer.authHeader);
  const bought = await subscribe(t, buyer.authHeader, planId, { deviceUUID: device.deviceUUID, isTermsAccepted: true });
  expect(bought.body.data).toMatchObject({ status: 'active', terms: { currency: 'aud' } });
  return { buyer, device, visaId: visa.setupIntent.payment_method!, subscription: bought.body.data };
}

const pause = (authorization: string, subscription: Subscription, days: number) =>
  subscriptionAction(t, authorization, subscription.id, 'pause', { resumeDate: subscription.current_period_end + days * DAY });

/** The invoices Lodestar made for pauses of the subscription (they are the customer's, not the subscription's). */
async function deductionInvoices(subscriptionId: string) {
  const { stripe } = t.app.payments;
  const { customer } = await stripe.subscriptions.retrieve(subscriptionId);
  const invoices = await stripe.invoices.list({ customer: customer as string, limit: 100 });
  return invoices.data.filter((invoice) => invoice.metadata?.subscription === subscriptionId);
}

async function current(authorization: string, deviceUUID: string) {
  const [only] = await currentSubscriptions(t, authorization, deviceUUID);
  return only!;
}

describe('the pause deduction', () => {
  it('charges nothing for a pause of up to the plan’s 30 days', async () => {
    const { buyer, device, subscription } = await subscribedBuyer('gps-monthly');
    expect(subscription.metadata).toMatchObject({ pauseDeductionActive: 'true', pauseDeductionAmount: '449', pauseDeductionDays: '30' });

    expect((await pause(buyer.authHeader, subscription, 30)).status).toBe(200);
    expect(await current(buyer.authHeader, device.deviceUUID)).toMatchObject({ status: 'pause' });
    expect(await deductionInvoices(subscription.id)).toEqual([]);
    expect(await chargedInvoices(t, subscription.id)).toHaveLength(1);
  });

  it('charges the monthly fee for each started 30 days of a longer pause, with GST, on one invoice', async () => {
    const { buyer, device, visaId, subscription } = await subscribedBuyer('gps-monthly');
    const resumesAt = subscription.current_period_end + 75 * DAY;

    expect(await pause(buyer.authHeader, subscription, 75)).toMatchObject({ status: 200 });
    expect(await current(buyer.authHeader, device.deviceUUID)).toMatchObject({ status: 'pause', sourceData: { pause_collection: { resumes_at: resumesAt } } });
    const [deduction, ...others] = await deductionInvoices(subscription.id);
    expect(others).toEqual([]);
    expect(deduction).toMatchObject({
      status: 'paid',
      currency: 'aud',
      subtotal: 3 * 449,
      total: 1347 + 135,
      amount_paid: 1482,
      default_payment_method: visaId,
      number: expect.stringMatching(/^LOCAL-\d{4}$/),
      metadata: { purpose: 'pause_deduction', resumesAt: String(resumesAt) },
    });
    expect(deduction!.lines.data.map((line) => line.description)).toEqual(['Pause of Monthly: 3 × 4.49 monthly fee']);
    // The pause popup's figure: the contract's rule on the answer's terms is what the provider charged.
    expect(subscription.terms.taxRate).toEqual({ name: 'GST', percentage: 10 });
    expect(subscription.paymentMethodId).toBe(visaId);
    const rule = { active: true, amount: Number(subscription.metadata.pauseDeductionAmount), days: Number(subscription.metadata.pauseDeductionDays) };
    expect(pauseFee(rule, subscription.current_period_end, resumesAt, subscription.terms.taxRate?.percentage)).toEqual({
      months: 3,
      subtotal: deduction!.subtotal,
      tax: deduction!.total - deduction!.subtotal,
      total: deduction!.total,
    });
    // The subscription's own invoices are untouched: only the first period was charged.
    expect(await chargedInvoices(t, subscription.id)).toHaveLength(1);
  });

  it('leaves the subscription unpaused when the card is declined, and pauses once another card pays', async () => {
    const { buyer, device, visaId, subscription } = await subscribedBuyer('gps-monthly');
    const failing = await saveCard(t, buyer.authHeader, CARDS.chargeFails);
    const change = (newSource: string) => call(t, buyer.authHeader, 'POST', '/api/paymentUser/change-payment-method', { newSource, type: 'card' });
    expect((await change(failing.setupIntent.payment_method!)).status).toBe(200);

    for (const attempt of [1, 2]) {
      const refused = await pause(buyer.authHeader, subscription, 75);
      expect(refused, `attempt ${attempt}`).toMatchObject({ status: 400, body: { message: 'Your card was declined.' } });
      expect(await current(buyer.authHeader, device.deviceUUID)).toMatchObject({ status: 'active', sourceData: { pause_collection: null } });
      expect((await deductionInvoices(subscription.id)).map((invoice) => invoice.status)).toEqual(['void']);
    }

    // The answer names the card the fee goes to, as the pause popup says, once the provider's events are handled.
    const card = async () => {
      await t.app.backgroundWork.idle();
      return (await current(buyer.authHeader, device.deviceUUID)).paymentMethodId;
    };
    expect(await card()).toBe(failing.setupIntent.payment_method);
    expect((await change(visaId)).status).toBe(200);
    expect(await card()).toBe(visaId);
    expect((await pause(buyer.authHeader, subscription, 75)).status).toBe(200);
    expect(await current(buyer.authHeader, device.deviceUUID)).toMatchObject({ status: 'pause' });
    const deductions = await deductionInvoices(subscription.id);
    expect(deductions.map((invoice) => [invoice.status, invoice.amount_paid])).toEqual([
      ['paid', 1482],
      ['void', 0],
    ]);
  });

  it('charges nothing for a long pause of a plan without a deduction', async () => {
    const { buyer, device, subscription } = await subscribedBuyer('gps-yearly');
    expect(subscription.metadata.pauseDeductionActive).toBe('false');

    expect((await pause(buyer.authHeader, subscription, 300)).status).toBe(200);
    expect(await current(buyer.authHeader, device.deviceUUID)).toMatchObject({ status: 'pause' });
    expect(await deductionInvoices(subscription.id)).toEqual([]);
    expect(await chargedInvoices(t, subscription.id)).toHaveLength(1);
  });
});
