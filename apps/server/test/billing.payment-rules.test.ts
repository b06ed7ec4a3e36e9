// Each test buys plans at the local provider and moves its clock: a few seconds each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages, type PaymentHistoryPage, type PaymentMethodsAnswer } from '@lodestar/contract';
import { createVerifiedUser } from './helpers/accounts.js';
import {
  advanceClock,
  buyerWithPlan,
  CARDS,
  chargedInvoices,
  confirmCard,
  currentSubscriptions,
  DAY,
  saveCard,
  seedPlans,
  subscribe,
  subscriptionAction,
  userSubscriptions,
} from './helpers/billing.js';
import { call, deviceRow, insertDevice, shareDevice } from './helpers/devices.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
afterAll(() => t.close());

const DENIED = { status: 403, body: { message: 'Permission denied' } };
const HOUR = 3600;

/** Every payments call, as `authorization` makes it about the things named (the owner's, in the tests below). */
function paymentsCalls(
  authorization: string,
  named: { userId: string; card: string; invoice: string; creditNote: string },
) {
  const send = (method: 'GET' | 'POST', url: string, payload?: object) => call(t, authorization, method, url, payload);
  return {
    paymentUser: () => send('GET', '/api/paymentUser'),
    paymentUserNamed: () => send('GET', `/api/paymentUser?userId=${named.userId}`),
    paymentIntent: () => send('POST', '/api/v2/create-payment-intent'),
    attach: () => send('POST', '/api/paymentUser/attach-payment-method', { cardId: named.card, type: 'card' }),
    change: () => send('POST', '/api/paymentUser/change-payment-method', { newSource: named.card, type: 'card' }),
    detach: () => send('POST', '/api/paymentUser/detach-payment-method', { cardId: named.card }),
    history: () => send('GET', '/api/paymentUser/payment-history'),
    invoice: () => send('GET', `/api/paymentUser/invoice/${named.invoice}`),
    invoicePdf: () => send('GET', `/api/paymentUser/invoice/${named.invoice}/pdf`),
    creditNotePdf: () => send('GET', `/api/paymentUser/credit-note/${named.creditNote}/pdf`),
  };
}

/** An owner with a tracker, a card and a paid plan, the invoice it paid and a credit note of it. */
async function ownerWithPayments() {
  const { buyer: owner, device, subscription } = await buyerWithPlan(t, 'gps-quarterly');
  const { stripe } = t.app.payments;
  const [invoice] = (await stripe.invoices.list({ subscription: subscription.id, limit: 1 })).data;
  const lines = invoice!.lines.data.map((line) => ({ type: 'invoice_line_item' as const, invoice_line_item: line.id }));
  const creditNote = await stripe.creditNotes.create({
    invoice: invoice!.id!,
    lines,
    refund_amount: invoice!.amount_paid,
  });
  const methods = await call<PaymentMethodsAnswer>(t, owner.authHeader, 'GET', '/api/paymentUser');
  await t.app.backgroundWork.idle();
  return {
    owner,
    device,
    named: {
      userId: owner.user._id,
      card: methods.body.paymentMethods[0]!.id,
      invoice: invoice!.id!,
      creditNote: creditNote.id,
    },
  };
}

describe('the payments calls are for owners of a GPS tracker', () => {
  it("refuses every call to a sharee of the owner's tracker who owns none, and changes nothing of the owner's", async () => {
    const { owner, device, named } = await ownerWithPayments();
    const methodsOf = async () =>
      (await call<PaymentMethodsAnswer>(t, owner.authHeader, 'GET', '/api/paymentUser')).body;
    const historyOf = async () =>
      (await call<PaymentHistoryPage>(t, owner.authHeader, 'GET', '/api/paymentUser/payment-history')).body;
    const [methodsBefore, historyBefore] = [await methodsOf(), await historyOf()];
    for (const accessRightsFlag of [0, 1, 2] as const) {
      const sharee = await createVerifiedUser(t, { country: 'AU' });
      await shareDevice(t, device.id, sharee.user, { accessRightsFlag });
      // A lock or a card tracker of their own does not make them a payer either.
      await insertDevice(t, sharee.user._id, { deviceType: 'shield_card' });
      for (const [name, send] of Object.entries(paymentsCalls(sharee.authHeader, named)))
        expect({ name, accessRightsFlag, ...(await send()) }).toMatchObject({ name, accessRightsFlag, ...DENIED });
    }
    expect(await methodsOf()).toEqual(methodsBefore);
    expect(await historyOf()).toEqual(historyBefore);
  });

  it("lets a payer with a tracker of their own use them, and still never reads the owner's", async () => {
    const { named } = await ownerWithPayments();
    const other = await createVerifiedUser(t, { country: 'AU' });
    expect(await call(t, other.authHeader, 'GET', '/api/paymentUser')).toMatchObject(DENIED);
    await insertDevice(t, other.user._id);
    expect(await call(t, other.authHeader, 'GET', '/api/paymentUser')).toMatchObject({
      status: 200,
      body: { paymentUser: null },
    });
    await saveCard(t, other.authHeader);
    const calls = paymentsCalls(other.authHeader, named);
    expect(await calls.paymentUserNamed()).toMatchObject(DENIED);
    expect(await calls.detach()).toMatchObject({ status: 404 });
    expect(await calls.attach()).toMatchObject({ status: 404 });
    expect(await calls.invoice()).toMatchObject({ status: 404 });
    expect(await calls.invoicePdf()).toMatchObject({ status: 404 });
    expect(await calls.creditNotePdf()).toMatchObject({ status: 404 });
    expect(await calls.history()).toMatchObject({ status: 200, body: { data: [], has_more: false } });
  });

  it('keeps the payments of one who removed their last tracker readable to them', async () => {
    const { buyer, device, subscription } = await buyerWithPlan(t, 'gps-quarterly');
    expect((await subscriptionAction(t, buyer.authHeader, subscription.id, 'refund')).status).toBe(200);
    await t.app.backgroundWork.idle();
    expect((await call(t, buyer.authHeader, 'DELETE', `/api/devices/${device.id}`)).status).toBe(200);

    const history = await call<PaymentHistoryPage>(t, buyer.authHeader, 'GET', '/api/paymentUser/payment-history');
    expect(history.status).toBe(200);
    const [invoice] = history.body.data.map((item) => item.invoice);
    expect(await call(t, buyer.authHeader, 'GET', `/api/paymentUser/invoice/${invoice}`)).toMatchObject({
      status: 200,
    });
  });
});

/** A buyer whose tracker's 7-day trial of the monthly plan is running, `left` seconds before it ends. */
async function trialEndingIn(left: number) {
  const bought = await buyerWithPlan(t, 'gps-monthly', { trial: true });
  expect(bought.subscription.status).toBe('trialing');
  await advanceClock(t, bought.subscription.sourceData.trial_end! - (await t.app.payments.now()) - left);
  return bought;
}

describe('canceling a trial, as the terms promise', () => {
  it('costs nothing up to 24 hours before the trial ends: the plan ends with the trial', async () => {
    const { buyer, device, subscription } = await trialEndingIn(24 * HOUR);
    expect((await subscriptionAction(t, buyer.authHeader, subscription.id, 'cancel')).status).toBe(200);
    const [canceling] = await currentSubscriptions(t, buyer.authHeader, device.deviceUUID);
    expect(canceling).toMatchObject({ status: 'trialing', sourceData: { cancel_at_period_end: true } });

    await advanceClock(t, 2 * DAY);
    expect(await chargedInvoices(t, subscription.id)).toEqual([]);
    const [ended] = await userSubscriptions(t, buyer.authHeader);
    expect(ended).toMatchObject({ id: subscription.id, status: 'canceled' });
  });

  it('in the last 24 hours charges the first period at once, which is then the last', async () => {
    const { buyer, device, subscription } = await trialEndingIn(23 * HOUR);
    const canceledAt = await t.app.payments.now();
    expect((await subscriptionAction(t, buyer.authHeader, subscription.id, 'cancel')).status).toBe(200);
    await t.app.backgroundWork.idle();
    const [charged] = await chargedInvoices(t, subscription.id);
    expect(charged).toMatchObject({ amount_paid: 1649, billing_reason: 'subscription_update' });
    const [canceling] = await currentSubscriptions(t, buyer.authHeader, device.deviceUUID);
    expect(canceling).toMatchObject({ status: 'active', planCycle: 1, sourceData: { cancel_at_period_end: true } });
    expect(canceling!.current_period_start).toBe(canceledAt);
    expect(canceling!.statusLabel).toMatch(/^Cancels /);
    expect(canceling!.refundableUntil).toBeNull();
    const provider = await t.app.payments.stripe.subscriptions.retrieve(subscription.id);
    expect(provider.cancel_at).toBe(canceling!.current_period_end);

    await advanceClock(t, 32 * DAY);
    expect(await chargedInvoices(t, subscription.id)).toHaveLength(1);
    const [ended] = await userSubscriptions(t, buyer.authHeader);
    expect(ended).toMatchObject({ id: subscription.id, status: 'canceled' });
  });

  it('in the last 24 hours with a card that fails, refuses and leaves the trial as it was', async () => {
    const { buyer, device, subscription } = await trialEndingIn(2 * HOUR);
    const failing = await confirmCard(t, buyer.authHeader, CARDS.chargeFails);
    await t.app.payments.stripe.subscriptions.update(subscription.id, {
      default_payment_method: failing.setupIntent.payment_method as string,
    });
    await t.app.backgroundWork.idle();
    const refused = await subscriptionAction(t, buyer.authHeader, subscription.id, 'cancel');
    expect(refused.status).toBe(400);
    const [still] = await currentSubscriptions(t, buyer.authHeader, device.deviceUUID);
    expect(still).toMatchObject({ status: 'trialing', sourceData: { cancel_at_period_end: false } });
  });
});

describe('terms accepted on the device', () => {
  it('count for the next purchase with a trial, as the purchase flag does', async () => {
    const buyer = await createVerifiedUser(t, { country: 'AU' });
    const device = await insertDevice(t, buyer.user._id);
    await saveCard(t, buyer.authHeader);
    const refused = await subscribe(t, buyer.authHeader, 'gps-monthly', { deviceUUID: device.deviceUUID });
    expect(refused).toMatchObject({ status: 400, body: { message: billingMessages.termsRequired } });

    const accepted = await call(t, buyer.authHeader, 'PUT', `/api/devices/${device.id}`, {
      _id: device.id,
      isTermsAccepted: true,
    });
    expect(accepted.status).toBe(200);
    const bought = await subscribe(t, buyer.authHeader, 'gps-monthly', { deviceUUID: device.deviceUUID });
    expect(bought).toMatchObject({ status: 200, body: { data: { status: 'trialing' } } });
  });

  it("cannot be set by anyone else on another's device, and are not the next owner's", async () => {
    const owner = await createVerifiedUser(t, { country: 'AU' });
    const device = await insertDevice(t, owner.user._id);
    const stranger = await createVerifiedUser(t, { country: 'AU' });
    const sharee = await createVerifiedUser(t, { country: 'AU' });
    await shareDevice(t, device.id, sharee.user, { accessRightsFlag: 0 });
    const body = { _id: device.id, isTermsAccepted: true };
    expect(await call(t, stranger.authHeader, 'PUT', `/api/devices/${device.id}`, body)).toMatchObject({ status: 404 });
    expect(await call(t, sharee.authHeader, 'PUT', `/api/devices/${device.id}`, body)).toMatchObject(DENIED);
    expect(await deviceRow(t, device.id)).toMatchObject({ isTermsAccepted: false });

    expect((await call(t, owner.authHeader, 'PUT', `/api/devices/${device.id}`, body)).status).toBe(200);
    expect((await call(t, owner.authHeader, 'DELETE', `/api/devices/${device.id}`)).status).toBe(200);
    expect(await deviceRow(t, device.id)).toMatchObject({ isTermsAccepted: false, isTrialAvailed: false });
  });
});
