import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages, type PaymentRequiredBody, type Subscription } from '@lodestar/contract';
import { createVerifiedUser } from './helpers/accounts.js';
import {
  advanceClock,
  authenticatePayment,
  CARDS,
  currentSubscriptions,
  DAY,
  saveAuthenticatedCard,
  saveCard,
  seedPlans,
  subscribe,
  trackerOwner,
} from './helpers/billing.js';
import { call, insertDevice } from './helpers/devices.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** A pause whose fee is charged to a card that asks its holder to authenticate it (3-D Secure), over HTTP. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
afterAll(() => t.close());

/** An AU buyer of the monthly plan (its pause fee: 4.49 a month, 10 % GST), their card now the one of this number. */
async function pausingBuyer(number: string) {
  const buyer = await createVerifiedUser(t, { country: 'AU' });
  const device = await insertDevice(t, buyer.user._id, { isTrialAvailed: true });
  await saveCard(t, buyer.authHeader);
  const bought = await subscribe(t, buyer.authHeader, 'gps-monthly', {
    deviceUUID: device.deviceUUID,
    isTermsAccepted: true,
  });
  expect(bought.body.data).toMatchObject({ status: 'active' });
  const { method } = await saveAuthenticatedCard(t, buyer.authHeader, number);
  const changed = await call(t, buyer.authHeader, 'POST', '/api/paymentUser/change-payment-method', {
    newSource: method,
    type: 'card',
  });
  expect(changed.status).toBe(200);
  return { buyer, device, subscription: bought.body.data };
}

/** A pause of 75 days past the period end (three monthly fees: AUD 14.82 with GST), sent with this Idempotency-Key. */
async function pause(authorization: string, subscription: Subscription, key: string) {
  const answer = await t.app.inject({
    method: 'PUT',
    url: `/api/v2/subscriptions/${subscription.id}/pause`,
    headers: { authorization, 'idempotency-key': key },
    payload: { resumeDate: subscription.current_period_end + 75 * DAY },
  });
  return { status: answer.statusCode, body: answer.json() as PaymentRequiredBody };
}

/** The subscription's pause fees, newest first, as [status, amount paid]. */
async function fees(subscriptionId: string) {
  const { stripe } = t.app.payments;
  const { customer } = await stripe.subscriptions.retrieve(subscriptionId);
  const invoices = await stripe.invoices.list({ customer: customer as string, limit: 100 });
  return invoices.data
    .filter((invoice) => invoice.metadata?.subscription === subscriptionId)
    .map((invoice) => [invoice.status, invoice.amount_paid]);
}

async function pauseCollection(authorization: string, deviceUUID: string) {
  const [only] = await currentSubscriptions(t, authorization, deviceUUID);
  return only!.sourceData.pause_collection;
}

describe('a pause fee charged to a card that asks for authentication', () => {
  it('the repeat of an older click, after a newer one dropped it, leaves the newer one waiting', async () => {
    const { buyer, subscription } = await pausingBuyer(CARDS.authenticateCharges);
    const older = await pause(buyer.authHeader, subscription, 'pause-3ds-older');
    const newer = await pause(buyer.authHeader, subscription, 'pause-3ds-newer');
    expect([older.status, newer.status]).toEqual([402, 402]);
    expect((await pause(buyer.authHeader, subscription, 'pause-3ds-older')).status).toBe(400);
    const { stripe } = t.app.payments;
    expect((await stripe.invoices.retrieve(older.body.paymentAction.invoiceId)).status).toBe('void');
    expect((await stripe.invoices.retrieve(newer.body.paymentAction.invoiceId)).status).toBe('open');
  });

  it('a completed step whose repeat never came: the next click pauses with the fee paid, charging nothing more', async () => {
    const { buyer, device, subscription } = await pausingBuyer(CARDS.authenticateCharges);
    const waiting = await pause(buyer.authHeader, subscription, 'pause-3ds-lost-repeat');
    expect(waiting.status).toBe(402);
    await authenticatePayment(t, waiting.body.paymentAction.clientSecret, 'complete');
    // The tab closed before it repeated the request; the owner clicks Pause again later.
    const again = await pause(buyer.authHeader, subscription, 'pause-3ds-new-click');
    expect(again.status).toBe(200);
    expect(await fees(subscription.id)).toEqual([['paid', 1482]]);
    expect(await pauseCollection(buyer.authHeader, device.deviceUUID)).toMatchObject({ behavior: 'void' });
  });

  it('answers 402 with the step and pauses nothing; once completed, the same request pays the fee once and pauses', async () => {
    const { buyer, device, subscription } = await pausingBuyer(CARDS.authenticateCharges);
    const waiting = await pause(buyer.authHeader, subscription, 'pause-3ds-once');
    expect(waiting).toMatchObject({
      status: 402,
      body: {
        success: false,
        message: billingMessages.confirmPayment,
        paymentAction: { provider: 'local', currency: 'aud', amount: 1482, invoiceId: expect.stringMatching(/^in_/) },
      },
    });
    expect(await pauseCollection(buyer.authHeader, device.deviceUUID)).toBeNull();
    expect(await fees(subscription.id)).toEqual([['open', 0]]);

    // Asked again before the step is over, the same request answers the same step.
    const again = await pause(buyer.authHeader, subscription, 'pause-3ds-once');
    expect(again).toMatchObject({ status: 402, body: { paymentAction: waiting.body.paymentAction } });

    expect((await authenticatePayment(t, waiting.body.paymentAction.clientSecret, 'complete')).statusCode).toBe(200);
    expect(await pause(buyer.authHeader, subscription, 'pause-3ds-once')).toMatchObject({
      status: 200,
      body: { message: billingMessages.paused },
    });
    expect(await pauseCollection(buyer.authHeader, device.deviceUUID)).toMatchObject({
      resumes_at: subscription.current_period_end + 75 * DAY,
    });

    // A repeat once paused charges nothing more: the plan cannot be paused twice.
    expect((await pause(buyer.authHeader, subscription, 'pause-3ds-once')).status).toBe(409);
    expect(await fees(subscription.id)).toEqual([['paid', 1482]]);
  });

  it('a failed step voids the fee and pauses nothing, and a new click asks again', async () => {
    const { buyer, device, subscription } = await pausingBuyer(CARDS.authenticateCharges);
    const waiting = await pause(buyer.authHeader, subscription, 'pause-3ds-fail');
    await authenticatePayment(t, waiting.body.paymentAction.clientSecret, 'fail');

    const refused = await pause(buyer.authHeader, subscription, 'pause-3ds-fail');
    expect(refused).toMatchObject({
      status: 400,
      body: { message: `${billingMessages.paymentNotAuthenticated} ${billingMessages.notPaused}` },
    });
    expect(refused.body).not.toHaveProperty('paymentAction');
    expect(await pauseCollection(buyer.authHeader, device.deviceUUID)).toBeNull();
    expect(await fees(subscription.id)).toEqual([['void', 0]]);
    // The same request stays refused; another click is another charge, with its own step.
    expect((await pause(buyer.authHeader, subscription, 'pause-3ds-fail')).status).toBe(400);
    const retry = await pause(buyer.authHeader, subscription, 'pause-3ds-retry');
    expect(retry.status).toBe(402);
    expect(retry.body.paymentAction.invoiceId).not.toBe(waiting.body.paymentAction.invoiceId);
  });

  it('4000 0082 6000 3178: authenticated but declined for insufficient funds, says so and pauses nothing', async () => {
    const { buyer, device, subscription } = await pausingBuyer(CARDS.authenticatedThenDeclined);
    const waiting = await pause(buyer.authHeader, subscription, 'pause-3178');
    expect(waiting.status).toBe(402);
    await authenticatePayment(t, waiting.body.paymentAction.clientSecret, 'complete');

    expect(await pause(buyer.authHeader, subscription, 'pause-3178')).toMatchObject({
      status: 400,
      body: { message: `Your card has insufficient funds. ${billingMessages.notPaused}` },
    });
    expect(await pauseCollection(buyer.authHeader, device.deviceUUID)).toBeNull();
    expect(await fees(subscription.id)).toEqual([['void', 0]]);
  });

  it('an abandoned step is voided by the next click, and the last one left by the hourly reconciliation', async () => {
    const { buyer, device, subscription } = await pausingBuyer(CARDS.authenticateCharges);
    const first = await pause(buyer.authHeader, subscription, 'pause-3ds-left-1');
    const second = await pause(buyer.authHeader, subscription, 'pause-3ds-left-2');
    expect(second.status).toBe(402);
    expect(await fees(subscription.id)).toEqual([
      ['open', 0],
      ['void', 0],
    ]);
    // The first step, left open in another tab, can no longer charge.
    expect((await authenticatePayment(t, first.body.paymentAction.clientSecret, 'complete')).statusCode).toBe(400);

    // Voided only once older than an hour (the other tests' fees left open are voided with it).
    expect(await t.app.timedJobs.reconcilePayments()).toMatchObject({ abandonedFees: 0 });
    expect(await fees(subscription.id)).toEqual([
      ['open', 0],
      ['void', 0],
    ]);
    await advanceClock(t, 2 * 3600);
    expect(await t.app.timedJobs.reconcilePayments()).toMatchObject({ abandonedFees: expect.any(Number) });
    expect(await fees(subscription.id)).toEqual([
      ['void', 0],
      ['void', 0],
    ]);
    expect(await pauseCollection(buyer.authHeader, device.deviceUUID)).toBeNull();
    expect((await authenticatePayment(t, second.body.paymentAction.clientSecret, 'complete')).statusCode).toBe(400);
  });

  it("another user can neither repeat the pause nor read its step; the buyer's step is left as it was", async () => {
    const { buyer, subscription } = await pausingBuyer(CARDS.authenticateCharges);
    const waiting = await pause(buyer.authHeader, subscription, 'pause-3ds-mine');
    const otherPayer = await trackerOwner(t);
    expect((await pause(otherPayer.authHeader, subscription, 'pause-3ds-mine')).status).toBe(404);
    const page = `/api/paymentUser/invoice/${waiting.body.paymentAction.invoiceId}/payment`;
    expect((await call(t, otherPayer.authHeader, 'GET', page)).status).toBe(404);
    expect((await call(t, (await createVerifiedUser(t)).authHeader, 'GET', page)).status).toBe(403);
    expect(await fees(subscription.id)).toEqual([['open', 0]]);
  });
});
