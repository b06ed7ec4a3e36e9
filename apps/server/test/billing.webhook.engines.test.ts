import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subscription } from '@lodestar/contract';
import { deviceSubscriptions, handledPaymentEvents } from '../src/db/schema/index.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { currentSubscriptions, saveCard, seedPlans } from './helpers/billing.js';
import { call, insertDevice } from './helpers/devices.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
afterAll(() => t.close());

const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

/** A `customer.subscription.updated` event as Stripe sends it, about the subscription as the provider has it now. */
async function eventAbout(subscriptionId: string) {
  const subscription = await t.app.payments.stripe.subscriptions.retrieve(subscriptionId);
  return {
    id: `evt_test_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    api_version: '2025-10-29.clover',
    created: nowSeconds(),
    type: 'customer.subscription.updated',
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: subscription, previous_attributes: {} },
  };
}

/**
 * POSTs the event to the webhook, signed with `secret` (the app's by default) at `timestamp` (the app's now), and waits
 * for its handling, which follows the answer.
 */
async function deliver(event: object, { secret = t.app.payments.webhookSecret, timestamp = nowSeconds() } = {}) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
  await t.app.backgroundWork.idle();
  return answer;
}

const handled = (id: string) => t.database.db.select().from(handledPaymentEvents).where(eq(handledPaymentEvents.id, id));
const rowOf = async (id: string) => (await t.database.db.select().from(deviceSubscriptions).where(eq(deviceSubscriptions.id, id)))[0]!;

/** A buyer with a monthly plan on a tracker; the plan's stored row as it was right after the purchase. */
async function subscribed() {
  const buyer = await createVerifiedUser(t, { country: 'AU' });
  const device = await insertDevice(t, buyer.user._id, { isTrialAvailed: true });
  await saveCard(t, buyer.authHeader);
  const bought = await call<{ data: Subscription }>(t, buyer.authHeader, 'POST', '/api/v2/subscriptions/gps-monthly/subscribe', {
    deviceUUID: device.deviceUUID,
  });
  expect(bought.status).toBe(200);
  await t.app.backgroundWork.idle();
  return { buyer, device, subscription: bought.body.data, stored: await rowOf(bought.body.data.id) };
}

/**
 * The provider sets the subscription to cancel at the period end, and Lodestar's row misses the event (it is put
 * back as it was): only an event delivered now can bring it in step.
 */
async function missedChange(subscriptionId: string, stored: typeof deviceSubscriptions.$inferSelect) {
  await t.app.payments.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
  await t.app.backgroundWork.idle();
  await t.database.db.update(deviceSubscriptions).set(stored).where(eq(deviceSubscriptions.id, subscriptionId));
}

describe('the payment webhook', () => {
  it('refuses a forged signature and a replayed old one, and does nothing with them', async () => {
    const { buyer, device, subscription, stored } = await subscribed();
    await missedChange(subscription.id, stored);
    const event = await eventAbout(subscription.id);

    const forged = await deliver(event, { secret: 'whsec_forged0000000000000000' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: 'The Stripe-Signature header does not match the event.' });
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(event) });
    expect(unsigned.statusCode).toBe(400);
    const old = await deliver(event, { timestamp: nowSeconds() - 301 });
    expect(old.statusCode).toBe(400);

    expect(await handled(event.id)).toEqual([]);
    const [shown] = await currentSubscriptions(t, buyer.authHeader, device.deviceUUID);
    expect(shown!.sourceData.cancel_at_period_end).toBe(false);

    // Four minutes old is within Stripe's tolerance.
    const recent = await deliver(event, { timestamp: nowSeconds() - 240 });
    expect(recent.statusCode).toBe(200);
  });

  it('an event about a subscription syncs its row, once however often it is delivered', async () => {
    const { buyer, device, subscription, stored } = await subscribed();
    await missedChange(subscription.id, stored);
    const [before] = await currentSubscriptions(t, buyer.authHeader, device.deviceUUID);
    expect(before!.sourceData.cancel_at_period_end).toBe(false);

    const event = await eventAbout(subscription.id);
    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const [after] = await currentSubscriptions(t, buyer.authHeader, device.deviceUUID);
    expect(after!.sourceData.cancel_at_period_end).toBe(true);
    expect(await handled(event.id)).toMatchObject([{ id: event.id, type: 'customer.subscription.updated' }]);

    // The same event again is acknowledged and not handled again: a row put back stays as it was put.
    await t.database.db.update(deviceSubscriptions).set(stored).where(eq(deviceSubscriptions.id, subscription.id));
    const again = await deliver(event);
    expect(again.statusCode).toBe(200);
    expect(await handled(event.id)).toHaveLength(1);
    expect((await rowOf(subscription.id)).provider).toMatchObject({ cancel_at_period_end: false });

    // A new event about it brings it in step again.
    expect((await deliver(await eventAbout(subscription.id))).statusCode).toBe(200);
    expect((await rowOf(subscription.id)).provider).toMatchObject({ cancel_at_period_end: true });
  });

  it('acknowledges an event about something else without touching any subscription', async () => {
    const event = { id: `evt_test_${randomUUID().replace(/-/g, '')}`, object: 'event', type: 'customer.created', created: nowSeconds(), data: { object: { id: 'cus_nobody', object: 'customer' } } };
    const answer = await deliver(event);
    expect(answer.statusCode).toBe(200);
    expect(await handled(event.id)).toHaveLength(1);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: 'not json',
    });
    expect(bad.statusCode).toBe(400);
  });
});
