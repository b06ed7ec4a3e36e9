import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages, type NotificationsResponse, type PaymentAction, type PaymentsDue } from '@lodestar/contract';
import { createVerifiedUser } from './helpers/accounts.js';
import {
  advanceClock,
  authenticatePayment,
  CARDS,
  currentSubscriptions,
  DAY,
  paymentHistory,
  saveAuthenticatedCard,
  saveCard,
  seedPlans,
  subscribe,
  trackerOwner,
  userSubscriptions,
} from './helpers/billing.js';
import { call, insertDevice } from './helpers/devices.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
afterAll(() => t.close());

const due = (authorization: string) =>
  call<PaymentsDue & { message?: string }>(t, authorization, 'GET', '/api/paymentUser/payments-due');

async function payNow(authorization: string, invoiceId: string, key: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/paymentUser/payments-due/${invoiceId}/pay`,
    headers: { authorization, 'idempotency-key': key },
  });
  return {
    status: response.statusCode,
    body: response.json() as { message: string; paymentAction?: PaymentAction },
  };
}

const bell = async (authorization: string) =>
  (await call<NotificationsResponse>(t, authorization, 'GET', '/api/notifications')).body.data.filter(
    (notification) => notification.kind === 'paymentDue',
  );

/** A monthly plan bought with a good card, after which the card that pays it is `number`. */
async function planPaidLaterWith(number: string) {
  const buyer = await trackerOwner(t);
  const device = await insertDevice(t, buyer.user._id, { isTrialAvailed: true, name: 'Bike' });
  await saveCard(t, buyer.authHeader);
  expect((await subscribe(t, buyer.authHeader, 'gps-monthly', { deviceUUID: device.deviceUUID })).status).toBe(200);
  if (number === CARDS.authenticateCharges) await saveAuthenticatedCard(t, buyer.authHeader, number);
  else await saveCard(t, buyer.authHeader, number);
  return { ...buyer, device };
}

describe('a payment due, and Pay now', () => {
  it('a renewal the bank asks to confirm is due, told in the bell, and paid from Pay now after the step', async () => {
    const buyer = await planPaidLaterWith(CARDS.authenticateCharges);
    await advanceClock(t, 31 * DAY);

    const [owed] = (await due(buyer.authHeader)).body.data;
    expect(owed).toMatchObject({
      amount: 1649,
      currency: 'aud',
      description: 'Renewal: Monthly for Bike',
      reason: 'requires_action',
    });
    expect((await bell(buyer.authHeader)).map((notice) => [notice.message, notice.link])).toEqual([
      ['Your bank asks you to confirm the payment of $16.49 for Renewal: Monthly for Bike.', '/user/payments'],
    ]);

    const asked = await payNow(buyer.authHeader, owed!.invoiceId, 'pay-now-click-1');
    expect(asked.status).toBe(402);
    expect(asked.body.paymentAction).toMatchObject({ invoiceId: owed!.invoiceId, amount: 1649 });
    expect((await authenticatePayment(t, asked.body.paymentAction!.clientSecret, 'complete')).statusCode).toBe(200);
    const paid = await payNow(buyer.authHeader, owed!.invoiceId, 'pay-now-click-1');
    expect(paid).toMatchObject({ status: 200, body: { message: billingMessages.duePaid } });

    // Every row is right as the answer comes: the plan, the history, nothing due.
    expect(await currentSubscriptions(t, buyer.authHeader, buyer.device.deviceUUID)).toMatchObject([
      { status: 'active' },
    ]);
    expect((await paymentHistory(t, buyer.authHeader))[0]).toMatchObject({
      description: 'Renewal: Monthly for Bike',
      status: 'succeeded',
      cardAmount: 1649,
    });
    expect((await due(buyer.authHeader)).body.data).toEqual([]);
  });

  it('a declined card says why and changes nothing; after the last retry the row reads failed and the plan has ended', async () => {
    const buyer = await planPaidLaterWith(CARDS.chargeFails);
    await advanceClock(t, 31 * DAY);
    const [owed] = (await due(buyer.authHeader)).body.data;
    expect(owed).toMatchObject({ reason: 'failed', nextAttempt: expect.any(Number) });
    expect((await paymentHistory(t, buyer.authHeader))[0]).toMatchObject({ status: 'requires_payment_method' });
    expect(await payNow(buyer.authHeader, owed!.invoiceId, 'pay-now-click-2')).toMatchObject({
      status: 400,
      body: { message: 'Your card was declined.' },
    });
    expect((await due(buyer.authHeader)).body.data).toHaveLength(1);

    for (const days of [3, 5, 7]) await advanceClock(t, days * DAY);
    expect((await paymentHistory(t, buyer.authHeader))[0]).toMatchObject({
      description: 'Renewal: Monthly for Bike',
      status: 'failed',
    });
    expect(await currentSubscriptions(t, buyer.authHeader, buyer.device.deviceUUID)).toEqual([]);
    // The plan page reads the ended plan and why, from the provider's cancellation details.
    const [ended] = await userSubscriptions(t, buyer.authHeader);
    expect(ended).toMatchObject({
      status: 'canceled',
      sourceData: { cancellation_reason: 'payment_failed' },
      statusLabel: expect.stringMatching(/^Ended \d{1,2} \w{3} \d{4}: its renewal could not be paid$/),
    });
    expect((await due(buyer.authHeader)).body.data).toEqual([]);
    const notices = (await bell(buyer.authHeader)).map((notice) => notice.message);
    // The renewal, the Pay now refused and two retries told to pay now; the last retry that the plan has ended.
    const retried =
      'The payment of $16.49 for Renewal: Monthly for Bike did not go through. Pay it now from the Payments page.';
    expect(notices.toSorted()).toEqual([
      retried,
      retried,
      retried,
      retried,
      'The payment of $16.49 for Renewal: Monthly for Bike did not go through: the plan has ended.',
    ]);
  });

  it("pays only the caller's own: another payer's invoice is not found, a non-payer is refused", async () => {
    const owner = await planPaidLaterWith(CARDS.chargeFails);
    await advanceClock(t, 31 * DAY);
    const [owed] = (await due(owner.authHeader)).body.data;
    const stranger = await trackerOwner(t);
    expect((await due(stranger.authHeader)).body.data).toEqual([]);
    expect(await payNow(stranger.authHeader, owed!.invoiceId, 'pay-now-click-3')).toMatchObject({
      status: 404,
      body: { message: billingMessages.dueNotFound },
    });
    const nobody = await createVerifiedUser(t);
    expect((await due(nobody.authHeader)).status).toBe(403);
    expect((await payNow(nobody.authHeader, owed!.invoiceId, 'pay-now-click-4')).status).toBe(403);
    expect((await t.app.payments.stripe.invoices.retrieve(owed!.invoiceId)).status).toBe('open');
  });
});
