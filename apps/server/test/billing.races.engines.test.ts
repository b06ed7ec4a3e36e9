import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { billingMessages, type Subscription } from '@lodestar/contract';
import { createClaimsRepository } from '../src/db/claims.js';
import { claims as claimsTable, devices, deviceSubscriptions } from '../src/db/schema/index.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { CARDS, chargedInvoices, DAY, saveCard, seedPlans } from './helpers/billing.js';
import { insertDevice } from './helpers/devices.js';
import { K9, sellerWithTracker } from './helpers/transfers.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Billing's "only one …" rules under requests at once, as two server processes on one database serve them (two apps
 * on one database, each on a real port). On the PostgreSQL server the requests truly interleave; the embedded database
 * runs them one at a time, so there these tests check only the answers.
 */
let first: TestApp;
let second: TestApp;
const baseUrls: string[] = [];
beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({}, undefined, { database: first.database, clock: first.clock });
  for (const { app } of [first, second]) baseUrls.push(await app.listen({ host: '127.0.0.1', port: 0 }));
  await seedPlans(first);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

interface Answer {
  status: number;
  body: { data?: Subscription; message?: string };
}

/** A call over a real connection to one of the two servers, taken in turn by `index`. */
async function send(index: number, authorization: string, method: string, path: string, body: object, headers = {}) {
  const response = await fetch(`${baseUrls[index % baseUrls.length]}${path}`, {
    method,
    headers: { authorization, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** A buyer in Australia with a card saved and a tracker that had its trial. */
async function buyer() {
  const person = await createVerifiedUser(first, { country: 'AU' });
  const device = await insertDevice(first, person.user._id, { isTrialAvailed: true });
  await saveCard(first, person.authHeader, CARDS.visa);
  return { ...person, device };
}

const buy = (index: number, authorization: string, planId: string, deviceUUID: string, requestKey: string) =>
  send(
    index,
    authorization,
    'POST',
    `/api/v2/subscriptions/${planId}/subscribe`,
    { deviceUUID },
    { 'idempotency-key': requestKey },
  );

const statuses = (answers: Answer[]) => answers.map((answer) => answer.status).sort();

describe('money moves once with requests at once on two servers', () => {
  it('purchases for one device, each with its own Idempotency-Key, buy and charge one plan', async () => {
    const { authHeader, device } = await buyer();
    const answers = await Promise.all(
      [0, 1, 2, 3].map((index) =>
        buy(index, authHeader, 'gps-monthly', device.deviceUUID, `race-${device.deviceUUID}-${index}`),
      ),
    );

    expect(statuses(answers)).toEqual([200, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409))
      expect(refused.body.message).toBe(billingMessages.alreadySubscribed);
    const { stripe } = first.app.payments;
    const bought = answers.find((answer) => answer.status === 200)!.body.data!;
    const customer = (await stripe.subscriptions.retrieve(bought.id)).customer as string;
    expect((await stripe.subscriptions.list({ customer, status: 'all' })).data.map(({ id }) => id)).toEqual([
      bought.id,
    ]);
    expect(await chargedInvoices(first, bought.id)).toHaveLength(1);
  });

  it('a double-click (one Idempotency-Key twice at once, on either server) buys and charges one plan, the same for both', async () => {
    const { authHeader, device } = await buyer();
    const requestKey = `double-${device.deviceUUID}`;
    const answers = await Promise.all(
      [0, 1, 0, 1].map((index) => buy(index, authHeader, 'gps-monthly', device.deviceUUID, requestKey)),
    );

    expect(statuses(answers)).toEqual([200, 200, 200, 200]);
    const ids = new Set(answers.map((answer) => answer.body.data!.id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    const { stripe } = first.app.payments;
    const customer = (await stripe.subscriptions.retrieve(id!)).customer as string;
    expect((await stripe.subscriptions.list({ customer, status: 'all' })).data.map((plan) => plan.id)).toEqual([id]);
    expect(await chargedInvoices(first, id!)).toHaveLength(1);
  });

  // The SDK's retry waits out its delay (half a second).
  it('two tabs buying at once while the provider answers each server one lock_timeout buy and charge one plan', async () => {
    const { authHeader, device } = await buyer();
    first.app.payments.local!.refuseNextRequests(1, 'lock_timeout');
    second.app.payments.local!.refuseNextRequests(1, 'lock_timeout');
    const answers = await Promise.all(
      [0, 1].map((index) => buy(index, authHeader, 'gps-monthly', device.deviceUUID, `tab-${index}-${device.deviceUUID}`)),
    );

    expect(statuses(answers)).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(billingMessages.alreadySubscribed);
    const bought = answers.find((answer) => answer.status === 200)!.body.data!;
    const { stripe } = first.app.payments;
    const customer = (await stripe.subscriptions.retrieve(bought.id)).customer as string;
    expect((await stripe.subscriptions.list({ customer, status: 'all' })).data.map((plan) => plan.id)).toEqual([
      bought.id,
    ]);
    expect(await chargedInvoices(first, bought.id)).toHaveLength(1);
  });

  it('pauses of one plan, each to another date, charge one pause fee', async () => {
    const { authHeader, device } = await buyer();
    const bought = await buy(0, authHeader, 'gps-monthly', device.deviceUUID, `pause-${device.deviceUUID}`);
    const subscription = bought.body.data!;
    const answers = await Promise.all(
      [75, 80, 85, 90].map((days, index) =>
        send(index, authHeader, 'PUT', `/api/v2/subscriptions/${subscription.id}/pause`, {
          resumeDate: subscription.current_period_end + days * DAY,
        }),
      ),
    );

    expect(statuses(answers)).toEqual([200, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409))
      expect(refused.body.message).toBe(billingMessages.pauseNotNow);
    const { stripe } = first.app.payments;
    const customer = (await stripe.subscriptions.retrieve(subscription.id)).customer as string;
    const fees = (await stripe.invoices.list({ customer, limit: 100 })).data.filter(
      (invoice) => invoice.metadata?.purpose === 'pause_deduction' && invoice.status === 'paid',
    );
    expect(fees).toHaveLength(1);
  });

  it('undoing a scheduled change from both servers at once undoes it once; the other is told there is none', async () => {
    const { authHeader, device } = await buyer();
    const subscription = (await buy(0, authHeader, 'gps-quarterly', device.deviceUUID, `undo-${device.deviceUUID}`))
      .body.data!;
    const change = { deviceUUID: device.deviceUUID, oldSubscriptionId: subscription.id };
    const scheduled = await send(1, authHeader, 'POST', '/api/v2/subscriptions/gps-monthly/subscribe', change);
    expect(scheduled.body.data!.scheduledChange).toMatchObject({ planId: 'gps-monthly' });
    const answers = await Promise.all(
      [0, 1].map((index) =>
        send(index, authHeader, 'DELETE', `/api/v2/subscriptions/${subscription.id}/scheduled-change`, {}),
      ),
    );

    expect(statuses(answers)).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(billingMessages.noScheduledChange);
    const schedule = await first.app.payments.stripe.subscriptionSchedules.retrieve(
      scheduled.body.data!.sourceData.schedule!,
    );
    expect(schedule.status).toBe('released');
  });

  it('refunds of two plans of one device to its buyer give one refund', async () => {
    const { authHeader, device } = await buyer();
    const product = (await buy(0, authHeader, 'gps-monthly', device.deviceUUID, `product-${device.deviceUUID}`)).body
      .data!;
    const tier = (await buy(1, authHeader, 'premium-monthly', device.deviceUUID, `tier-${device.deviceUUID}`)).body
      .data!;
    const answers = await Promise.all(
      [product, tier, product, tier].map((plan, index) =>
        send(index, authHeader, 'PUT', `/api/v2/subscriptions/${plan.id}/refund`, {}),
      ),
    );

    const refunded = answers.filter((answer) => answer.status === 200);
    expect(refunded.length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.body.message)).toEqual(
      expect.arrayContaining([billingMessages.refundedBefore]),
    );
    const { stripe } = first.app.payments;
    const notes = await Promise.all(
      [product, tier].map(async (plan) => {
        const customer = (await stripe.subscriptions.retrieve(plan.id)).customer as string;
        const invoices = await chargedInvoices(first, plan.id);
        const credit = await stripe.creditNotes.list({ customer, limit: 100 });
        return credit.data.filter((note) => invoices.some((invoice) => invoice.id === note.invoice));
      }),
    );
    expect(notes.filter((forPlan) => forPlan.length > 0)).toHaveLength(1);
    expect(notes.flat()).toHaveLength(1);
  });
});

describe('a transfer and a purchase for one device at once', () => {
  it('the device ends with one live plan of the kind, however the two interleave', async () => {
    const { seller, device } = await sellerWithTracker(first, K9);
    await first.database.db.update(devices).set({ isTrialAvailed: true }).where(eq(devices.id, device.id));
    const receiver = await createVerifiedUser(first, { country: 'AU' });
    const [transfer, purchase] = await Promise.all([
      send(0, seller.authHeader, 'POST', '/api/v2/subscriptions/k9-user/gps-yearly/subscribe', {
        deviceUUID: device.deviceUUID,
        userId: receiver.user._id,
        ExtraFeeCharge: 25,
      }),
      buy(1, seller.authHeader, 'gps-monthly', device.deviceUUID, `seller-${device.deviceUUID}`),
    ]);

    expect([transfer.status, purchase.status]).toContain(200);
    const live = await first.database.db
      .select()
      .from(deviceSubscriptions)
      .where(and(eq(deviceSubscriptions.deviceId, device.id), eq(deviceSubscriptions.live, true)));
    expect(live).toHaveLength(1);
  });
});

describe('billing claims', () => {
  it('a lease is one holder’s until it is given back or lapses; a claim for good stays with its first holder', async () => {
    const claims = createClaimsRepository(first.database.db);
    const key = `test:${Date.now()}`;
    expect(await claims.lease(key, 'crashed', 300)).toBe(true);
    expect(await claims.lease(key, 'waiting', 300)).toBe(false);
    await claims.endLease(key, 'waiting');
    expect(await claims.lease(key, 'waiting', 300)).toBe(false);

    await first.database.db
      .update(claimsTable)
      .set({ heldUntil: new Date(Date.now() - 1000) })
      .where(eq(claimsTable.key, key));
    expect(await claims.lease(key, 'waiting', 300)).toBe(true);
    await claims.endLease(key, 'waiting');
    expect(await claims.lease(key, 'next', 300)).toBe(true);

    const once = `${key}:once`;
    // Sent at once, either may come first; both are told the same first holder.
    const [toA, toB] = await Promise.all([claims.claimForGood(once, 'a'), claims.claimForGood(once, 'b')]);
    expect(toA).toBe(toB);
    expect(['a', 'b']).toContain(toA);
    expect(await claims.lease(once, 'lease', 300)).toBe(false);
  });
});
