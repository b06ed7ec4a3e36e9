import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages, type InvoicePayment, type Subscription } from '@lodestar/contract';
import { createVerifiedUser } from './helpers/accounts.js';
import {
  advanceClock,
  authenticatePayment,
  CARDS,
  DAY,
  currentSubscriptions,
  paymentHistory,
  saveAuthenticatedCard,
  seedPlans,
  subscribe,
  trackerOwner,
} from './helpers/billing.js';
import { call, deviceRow, insertDevice, listedDevices } from './helpers/devices.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** Buying a plan with a card that asks its holder to authenticate the charge (3-D Secure), over HTTP. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
afterAll(() => t.close());

/** A verified buyer with a tracker and a saved card of this number, its setup authenticated. */
async function buyerWithCard(number: string) {
  const buyer = await createVerifiedUser(t, { country: 'AU' });
  const device = await insertDevice(t, buyer.user._id, { isTrialAvailed: true });
  await saveAuthenticatedCard(t, buyer.authHeader, number);
  return { buyer, device };
}

const finish = (authorization: string, id: string) =>
  call<{ data: Subscription; message: string }>(t, authorization, 'POST', `/api/v2/subscriptions/${id}/finish-payment`);

const providerStatus = async (id: string) => (await t.app.payments.stripe.subscriptions.retrieve(id)).status;

describe('a purchase whose charge asks for authentication', () => {
  it('answers the step to complete; once completed the plan is bought, live and in the payment history', async () => {
    const { buyer, device } = await buyerWithCard(CARDS.authenticateCharges);
    const bought = await subscribe(t, buyer.authHeader, 'gps-monthly', { deviceUUID: device.deviceUUID });
    expect(bought.status).toBe(200);
    expect(bought.body.data).toMatchObject({ status: 'incomplete', planId: 'gps-monthly' });
    const action = bought.body.paymentAction!;
    expect(action).toMatchObject({ provider: 'local', currency: 'aud', invoiceId: expect.stringMatching(/^in_/) });
    expect(action.amount).toBeGreaterThan(0);
    expect(await currentSubscriptions(t, buyer.authHeader, device.deviceUUID)).toEqual([]);
    expect(await deviceRow(t, device.id)).toMatchObject({ subscriptionStatus: 'Inactive' });

    expect((await authenticatePayment(t, action.clientSecret, 'complete')).statusCode).toBe(200);
    const finished = await finish(buyer.authHeader, bought.body.data.id);
    expect(finished.status).toBe(200);
    expect(finished.body.data).toMatchObject({ id: bought.body.data.id, status: 'active' });
    expect(await currentSubscriptions(t, buyer.authHeader, device.deviceUUID)).toMatchObject([{ status: 'active' }]);
    expect(await deviceRow(t, device.id)).toMatchObject({ subscriptionStatus: 'Active', esimStatus: 'Active' });
    await t.app.backgroundWork.idle();
    expect((await paymentHistory(t, buyer.authHeader))[0]).toMatchObject({
      amount: action.amount,
      status: 'succeeded',
    });
  });

  it('a failed authentication buys nothing: the plan is canceled, the device stays without one, and a new purchase is offered', async () => {
    const { buyer, device } = await buyerWithCard(CARDS.authenticateCharges);
    const bought = await subscribe(t, buyer.authHeader, 'gps-monthly', { deviceUUID: device.deviceUUID });
    expect((await authenticatePayment(t, bought.body.paymentAction!.clientSecret, 'fail')).statusCode).toBe(200);
    const finished = await finish(buyer.authHeader, bought.body.data.id);
    expect(finished.status).toBe(400);
    expect(finished.body).toMatchObject({
      message: `${billingMessages.paymentNotAuthenticated} ${billingMessages.nothingBought}`,
    });
    expect(await providerStatus(bought.body.data.id)).toBe('canceled');
    expect(await currentSubscriptions(t, buyer.authHeader, device.deviceUUID)).toEqual([]);
    expect(await deviceRow(t, device.id)).toMatchObject({ subscriptionStatus: 'Inactive' });
    const again = await subscribe(t, buyer.authHeader, 'gps-monthly', { deviceUUID: device.deviceUUID });
    expect(again.status).toBe(200);
    expect(again.body.paymentAction).toBeDefined();
  });

  it('an abandoned step buys nothing, and the step left open in another tab cannot buy a second plan', async () => {
    const { buyer, device } = await buyerWithCard(CARDS.authenticateCharges);
    const first = await subscribe(t, buyer.authHeader, 'gps-monthly', { deviceUUID: device.deviceUUID });
    const second = await subscribe(t, buyer.authHeader, 'gps-monthly', { deviceUUID: device.deviceUUID });
    expect(second.body.data.id).not.toBe(first.body.data.id);
    expect(await providerStatus(first.body.data.id)).toBe('canceled');
    expect((await authenticatePayment(t, first.body.paymentAction!.clientSecret, 'complete')).statusCode).toBe(400);

    const abandoned = await finish(buyer.authHeader, second.body.data.id);
    expect(abandoned.status).toBe(400);
    expect(abandoned.body).toMatchObject({
      message: `${billingMessages.paymentNotAuthenticated} ${billingMessages.nothingBought}`,
    });
    expect(await providerStatus(second.body.data.id)).toBe('canceled');
    expect((await authenticatePayment(t, second.body.paymentAction!.clientSecret, 'complete')).statusCode).toBe(400);
    expect(await currentSubscriptions(t, buyer.authHeader, device.deviceUUID)).toEqual([]);
    const charges = await t.app.payments.stripe.charges.list({ limit: 100 });
    const intents = [first, second].map((answer) => answer.body.paymentAction!.clientSecret.split('_secret_')[0]);
    expect(charges.data.filter((charge) => intents.includes(charge.payment_intent as string))).toEqual([]);
  });

  it('4000 0082 6000 3178: authenticated but declined for insufficient funds, says so and buys nothing', async () => {
    const { buyer, device } = await buyerWithCard(CARDS.authenticatedThenDeclined);
    const bought = await subscribe(t, buyer.authHeader, 'gps-monthly', { deviceUUID: device.deviceUUID });
    await authenticatePayment(t, bought.body.paymentAction!.clientSecret, 'complete');
    const finished = await finish(buyer.authHeader, bought.body.data.id);
    expect(finished.status).toBe(400);
    expect(finished.body).toMatchObject({
      message: `Your card has insufficient funds. ${billingMessages.nothingBought}`,
    });
    expect(await providerStatus(bought.body.data.id)).toBe('canceled');
  });

  it('a repeat of the purchase with its Idempotency-Key answers the same plan and step; another user cannot finish it', async () => {
    const { buyer, device } = await buyerWithCard(CARDS.authenticateCharges);
    const headers = { authorization: buyer.authHeader, 'idempotency-key': 'buy-once-3ds' };
    const url = '/api/v2/subscriptions/gps-monthly/subscribe';
    const first = await t.app.inject({ method: 'POST', url, headers, payload: { deviceUUID: device.deviceUUID } });
    const repeat = await t.app.inject({ method: 'POST', url, headers, payload: { deviceUUID: device.deviceUUID } });
    expect(repeat.json()).toMatchObject({
      data: { id: first.json().data.id },
      paymentAction: first.json().paymentAction,
    });

    const stranger = await createVerifiedUser(t);
    expect((await finish(stranger.authHeader, first.json().data.id)).status).toBe(404);
    expect(await providerStatus(first.json().data.id)).toBe('incomplete');
  });
});

describe('a renewal charged off session that asks for authentication', () => {
  it('makes the plan past_due with "Authentication needed to pay", mails the page that completes it, and is paid there', async () => {
    const buyer = await createVerifiedUser(t, { country: 'AU' });
    const device = await insertDevice(t, buyer.user._id);
    await saveAuthenticatedCard(t, buyer.authHeader, CARDS.authenticateCharges);
    const trial = await subscribe(t, buyer.authHeader, 'gps-monthly', {
      deviceUUID: device.deviceUUID,
      isTermsAccepted: true,
    });
    expect(trial.body.data.status).toBe('trialing');

    await advanceClock(t, 8 * DAY);
    const [waiting] = await currentSubscriptions(t, buyer.authHeader, device.deviceUUID);
    const invoiceId = waiting!.authenticationInvoiceId!;
    expect(waiting).toMatchObject({
      status: 'past_due',
      statusLabel: 'Authentication needed to pay',
      authenticationInvoiceId: expect.stringMatching(/^in_/),
    });
    const devices = await listedDevices(t, buyer.authHeader, buyer.user._id);
    expect(devices.find((found) => found._id === device.id)!.subscription).toMatchObject({
      status: 'Active',
      paymentIssue: 'authentication_required',
      authenticationInvoiceId: invoiceId,
    });
    const subjects = (await t.mailsTo(buyer.signup.email)).map((mail) => mail.subject);
    expect(subjects).toContainEqual(
      expect.stringMatching(/^Your bank asks you to confirm a Lodestar payment of \$\d+\.\d\d$/),
    );
    expect(subjects.filter((subject) => subject.endsWith('did not go through'))).toEqual([]);
    const mail = (await t.mailsTo(buyer.signup.email)).find((sent) => sent.subject.startsWith('Your bank asks'))!;
    expect(mail.textBody).toContain(`/user/payments/authenticate/${invoiceId}`);

    // Another payer gets 404 for an invoice not theirs; someone who pays for nothing, 403 before anything is read.
    const otherPayer = await trackerOwner(t);
    const nonPayer = await createVerifiedUser(t);
    const pageUrl = `/api/paymentUser/invoice/${invoiceId}/payment`;
    expect((await call(t, otherPayer.authHeader, 'GET', pageUrl)).status).toBe(404);
    expect((await call(t, nonPayer.authHeader, 'GET', pageUrl)).status).toBe(403);
    const page = await call<InvoicePayment>(
      t,
      buyer.authHeader,
      'GET',
      `/api/paymentUser/invoice/${invoiceId}/payment`,
    );
    expect(page.body).toMatchObject({
      status: 'requires_action',
      currency: 'aud',
      message: null,
      paymentAction: { invoiceId },
    });

    await authenticatePayment(t, page.body.paymentAction!.clientSecret, 'complete');
    await t.app.backgroundWork.idle();
    const paid = await call<InvoicePayment>(
      t,
      buyer.authHeader,
      'GET',
      `/api/paymentUser/invoice/${invoiceId}/payment`,
    );
    expect(paid.body).toMatchObject({ status: 'paid', amount: page.body.amount, paymentAction: null });
    expect(await currentSubscriptions(t, buyer.authHeader, device.deviceUUID)).toMatchObject([
      { status: 'active', authenticationInvoiceId: null },
    ]);
    expect(await deviceRow(t, device.id)).toMatchObject({ paymentIssue: null, authenticationInvoiceId: null });
  });
});
