import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages, type Subscription } from '@lodestar/contract';
import { createVerifiedUser } from './helpers/accounts.js';
import {
  advanceClock,
  authenticatePayment,
  CARDS,
  DAY,
  currentSubscriptions,
  saveAuthenticatedCard,
  saveCard,
  seedPlans,
  subscribe,
} from './helpers/billing.js';
import { call, deviceRow, insertDevice } from './helpers/devices.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** Upgrading a plan with a card that asks its holder to authenticate the charge (3-D Secure), over HTTP. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
afterAll(() => t.close());

/** A buyer on a quarterly plan paid with a card that does not ask, 75 days in, whose default card is now `number`. */
async function upgradingBuyer(number: string) {
  const buyer = await createVerifiedUser(t, { country: 'AU' });
  const device = await insertDevice(t, buyer.user._id, { isTrialAvailed: true });
  await saveCard(t, buyer.authHeader);
  const bought = await subscribe(t, buyer.authHeader, 'gps-quarterly', { deviceUUID: device.deviceUUID });
  expect(bought.body.data).toMatchObject({ status: 'active', planId: 'gps-quarterly' });
  await advanceClock(t, 75 * DAY);
  await saveAuthenticatedCard(t, buyer.authHeader, number);
  const upgrade = await subscribe(t, buyer.authHeader, 'gps-six-months', {
    deviceUUID: device.deviceUUID,
    oldSubscriptionId: bought.body.data.id,
  });
  return { buyer, device, subscription: bought.body.data, upgrade };
}

const finish = (authorization: string, id: string) =>
  call<{ data: Subscription; message: string }>(t, authorization, 'POST', `/api/v2/subscriptions/${id}/finish-payment`);

const invoicesOf = async (subscription: string, status: 'paid' | 'open' | 'void') =>
  (await t.app.payments.stripe.invoices.list({ subscription, status, limit: 100 })).data;

async function expectOldPlanKept(authorization: string, deviceUUID: string, subscriptionId: string) {
  const [plan] = await currentSubscriptions(t, authorization, deviceUUID);
  expect(plan).toMatchObject({ id: subscriptionId, planId: 'gps-quarterly', status: 'active' });
  expect(await invoicesOf(subscriptionId, 'paid')).toHaveLength(1);
  expect(await invoicesOf(subscriptionId, 'open')).toEqual([]);
}

describe('an upgrade whose charge asks for authentication', () => {
  it('answers the step with the old plan still in place; once completed the new plan applies, paid once', async () => {
    const { buyer, device, subscription, upgrade } = await upgradingBuyer(CARDS.authenticateCharges);
    expect(upgrade.status).toBe(200);
    expect(upgrade.body.data).toMatchObject({ id: subscription.id, planId: 'gps-quarterly', status: 'active' });
    const action = upgrade.body.paymentAction!;
    expect(action).toMatchObject({ provider: 'local', currency: 'aud', invoiceId: expect.stringMatching(/^in_/) });
    expect(action.amount).toBeGreaterThan(0);

    const stranger = await createVerifiedUser(t);
    expect((await finish(stranger.authHeader, subscription.id)).status).toBe(404);

    expect((await authenticatePayment(t, action.clientSecret, 'complete')).statusCode).toBe(200);
    const finished = await finish(buyer.authHeader, subscription.id);
    expect(finished.status).toBe(200);
    expect(finished.body.data).toMatchObject({ id: subscription.id, planId: 'gps-six-months', status: 'active' });
    const paid = await invoicesOf(subscription.id, 'paid');
    expect(paid).toHaveLength(2);
    expect(paid[0]).toMatchObject({ id: action.invoiceId, amount_paid: action.amount });
    expect((await t.app.payments.stripe.subscriptions.retrieve(subscription.id)).pending_update).toBeNull();
    expect(await deviceRow(t, device.id)).toMatchObject({ subscriptionStatus: 'Active' });

    // Finishing again changes nothing more.
    expect((await finish(buyer.authHeader, subscription.id)).body.data).toMatchObject({ planId: 'gps-six-months' });
    expect(await invoicesOf(subscription.id, 'paid')).toHaveLength(2);
  });

  it('a failed authentication keeps the old plan, voids the invoice and says so', async () => {
    const { buyer, device, subscription, upgrade } = await upgradingBuyer(CARDS.authenticateCharges);
    await authenticatePayment(t, upgrade.body.paymentAction!.clientSecret, 'fail');
    const finished = await finish(buyer.authHeader, subscription.id);
    expect(finished.status).toBe(400);
    expect(finished.body).toMatchObject({
      message: `${billingMessages.paymentNotAuthenticated} ${billingMessages.planNotChanged}`,
    });
    await expectOldPlanKept(buyer.authHeader, device.deviceUUID, subscription.id);
    expect(await invoicesOf(subscription.id, 'void')).toMatchObject([{ id: upgrade.body.paymentAction!.invoiceId }]);
    // Asked again (a retry after a lost answer), it says the same.
    expect((await finish(buyer.authHeader, subscription.id)).body.message).toBe(finished.body.message);
  });

  it('the upgrade repeated with its Idempotency-Key after the step paid it answers the new plan, before and after its event applied it', async () => {
    const buyer = await createVerifiedUser(t, { country: 'AU' });
    const device = await insertDevice(t, buyer.user._id, { isTrialAvailed: true });
    await saveCard(t, buyer.authHeader);
    const bought = await subscribe(t, buyer.authHeader, 'gps-quarterly', { deviceUUID: device.deviceUUID });
    await advanceClock(t, 75 * DAY);
    await saveAuthenticatedCard(t, buyer.authHeader, CARDS.authenticateCharges);
    const upgrade = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/subscriptions/gps-six-months/subscribe',
        headers: { authorization: buyer.authHeader, 'idempotency-key': 'upgrade-3ds-repeated' },
        payload: { deviceUUID: device.deviceUUID, oldSubscriptionId: bought.body.data.id },
      });
    const first = (await upgrade()).json();
    await authenticatePayment(t, first.paymentAction.clientSecret, 'complete');
    const repeated = await upgrade();
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json().data).toMatchObject({ id: bought.body.data.id, planId: 'gps-six-months' });
    // Finishing syncs the new plan for certain; a repeat then still answers it rather than refusing the plan it has.
    expect((await finish(buyer.authHeader, bought.body.data.id)).body.data).toMatchObject({ planId: 'gps-six-months' });
    const afterEvent = await upgrade();
    expect(afterEvent.statusCode).toBe(200);
    expect(afterEvent.json().data).toMatchObject({ id: bought.body.data.id, planId: 'gps-six-months' });
    expect(await invoicesOf(bought.body.data.id, 'paid')).toHaveLength(2);
  });

  it('an abandoned step keeps the old plan, and the step can no longer charge once finished', async () => {
    const { buyer, device, subscription, upgrade } = await upgradingBuyer(CARDS.authenticateCharges);
    // The buyer gives up on the step a minute later.
    t.clock.advance(60_000);
    const finished = await finish(buyer.authHeader, subscription.id);
    expect(finished.status).toBe(400);
    expect(finished.body.message).toBe(`${billingMessages.paymentNotAuthenticated} ${billingMessages.planNotChanged}`);
    expect((await authenticatePayment(t, upgrade.body.paymentAction!.clientSecret, 'complete')).statusCode).toBe(400);
    await expectOldPlanKept(buyer.authHeader, device.deviceUUID, subscription.id);

    // A new attempt is a new charge and step, which completes.
    const again = await subscribe(t, buyer.authHeader, 'gps-six-months', {
      deviceUUID: device.deviceUUID,
      oldSubscriptionId: subscription.id,
    });
    expect(again.body.paymentAction!.invoiceId).not.toBe(upgrade.body.paymentAction!.invoiceId);
    await authenticatePayment(t, again.body.paymentAction!.clientSecret, 'complete');
    expect((await finish(buyer.authHeader, subscription.id)).body.data).toMatchObject({ planId: 'gps-six-months' });
  });

  it('4000 0082 6000 3178: authenticated but declined, says so and keeps the old plan', async () => {
    const { buyer, device, subscription, upgrade } = await upgradingBuyer(CARDS.authenticatedThenDeclined);
    await authenticatePayment(t, upgrade.body.paymentAction!.clientSecret, 'complete');
    const finished = await finish(buyer.authHeader, subscription.id);
    expect(finished.status).toBe(400);
    expect(finished.body.message).toBe(`Your card has insufficient funds. ${billingMessages.planNotChanged}`);
    await expectOldPlanKept(buyer.authHeader, device.deviceUUID, subscription.id);
  });

  it('4000 0025 0000 3155 saved for later use upgrades without a step', async () => {
    const { subscription, upgrade } = await upgradingBuyer(CARDS.authenticate);
    expect(upgrade.status).toBe(200);
    expect(upgrade.body.paymentAction).toBeUndefined();
    expect(upgrade.body.data).toMatchObject({ id: subscription.id, planId: 'gps-six-months' });
  });
});
