import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, sql } from 'drizzle-orm';
import { localStripeEvents } from '../src/db/schema/index.js';
import {
  advanceClock,
  buyerWithPlan,
  CARDS,
  currentSubscriptions,
  paymentHistory,
  saveCard,
  seedPlans,
} from './helpers/billing.js';
import { deviceRow, listedDevices } from './helpers/devices.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
afterAll(() => t.close());

const HOUR = 3600;

/** The invoice events the provider sent about `invoiceId`, in order. */
async function invoiceEvents(invoiceId: string) {
  const rows = await t.database.db
    .select({ type: localStripeEvents.type })
    .from(localStripeEvents)
    .where(
      and(
        sql`${localStripeEvents.event} -> 'data' -> 'object' ->> 'id' = ${invoiceId}`,
        sql`${localStripeEvents.type} like 'invoice.%'`,
      ),
    )
    .orderBy(asc(localStripeEvents.created), asc(localStripeEvents.seq));
  return rows.map((row) => row.type);
}

/**
 * The provider's own clock, moved exactly (the dev clock route would move on until the renewals drafted are charged);
 * once the events it sent were handled.
 */
async function moveProviderClock(seconds: number) {
  await t.app.payments.local!.advanceClock(seconds);
  await t.app.backgroundWork.idle();
}

/** A monthly plan bought (and paid) now; the clock then moved to a minute after its period ends. */
async function renewalDrafted(card?: string) {
  const bought = await buyerWithPlan(t, 'gps-monthly');
  if (card) await saveCard(t, bought.buyer.authHeader, card);
  const now = await t.app.payments.now();
  const end = bought.subscription.current_period_end;
  await moveProviderClock(end - now + 60);
  const subscription = await t.app.payments.stripe.subscriptions.retrieve(bought.subscription.id);
  const draft = await t.app.payments.stripe.invoices.retrieve(subscription.latest_invoice as string);
  return { ...bought, end, draft };
}

/** The device as its owner's device list shows it. */
async function listedDevice(owner: { user: { _id: string }; authHeader: string }, deviceUUID: string) {
  const devices = await listedDevices(t, owner.authHeader, owner.user._id);
  return devices.find((device) => device.deviceUUID === deviceUUID)!;
}

const mailSubjects = async (email: string) => (await t.mailsTo(email)).map((mail) => mail.subject);

describe('a renewal, drafted an hour before it is charged', () => {
  it('is charged by the end of a dev clock move that reaches its period end', async () => {
    const { buyer, subscription } = await buyerWithPlan(t, 'gps-monthly');
    const end = subscription.current_period_end;
    const { now } = await advanceClock(t, end - (await t.app.payments.now()));
    expect(now).toBe(end + HOUR);
    const renewal = await t.app.payments.stripe.invoices.retrieve(
      (await t.app.payments.stripe.subscriptions.retrieve(subscription.id)).latest_invoice as string,
    );
    expect(renewal).toMatchObject({ billing_reason: 'subscription_cycle', created: end, status: 'paid' });
    expect(await paymentHistory(t, buyer.authHeader)).toHaveLength(2);
  });

  it('is a draft at first (no payment, no mail, the plan live), then finalized and paid an hour later', async () => {
    const { buyer, device, subscription, end, draft } = await renewalDrafted();
    expect(draft).toMatchObject({
      status: 'draft',
      billing_reason: 'subscription_cycle',
      created: end,
      automatically_finalizes_at: end + HOUR,
      amount_paid: 0,
      number: null,
    });
    expect(await invoiceEvents(draft.id!)).toEqual(['invoice.created']);
    const mailsBefore = await mailSubjects(buyer.user.email);
    expect(await paymentHistory(t, buyer.authHeader)).toHaveLength(1);
    const [live] = await currentSubscriptions(t, buyer.authHeader, device.deviceUUID);
    expect(live).toMatchObject({ id: subscription.id, status: 'active', current_period_start: end, planCycle: 1 });
    expect(await deviceRow(t, device.id)).toMatchObject({ subscriptionStatus: 'Active', esimStatus: 'Active' });

    await moveProviderClock(HOUR - 61);
    expect((await t.app.payments.stripe.invoices.retrieve(draft.id!)).status).toBe('draft');
    await moveProviderClock(1);
    expect(await t.app.payments.stripe.invoices.retrieve(draft.id!)).toMatchObject({
      status: 'paid',
      automatically_finalizes_at: null,
      status_transitions: { finalized_at: end + HOUR, paid_at: end + HOUR },
    });
    expect(await invoiceEvents(draft.id!)).toEqual([
      'invoice.created',
      'invoice.finalized',
      'invoice.paid',
      'invoice.payment_succeeded',
    ]);
    const [renewal, first, ...none] = await paymentHistory(t, buyer.authHeader);
    expect(none).toEqual([]);
    expect(first).toBeDefined();
    expect(renewal).toMatchObject({
      invoice: draft.id,
      description: 'Renewal: Monthly for Bike',
      status: 'succeeded',
      created: end + HOUR,
    });
    expect((await mailSubjects(buyer.user.email)).length).toBe(mailsBefore.length + 1);
    const [renewed] = await currentSubscriptions(t, buyer.authHeader, device.deviceUUID);
    expect(renewed).toMatchObject({ status: 'active', planCycle: 2 });
  });

  it('is not a failure before it is charged; a declined charge an hour later makes the plan past_due', async () => {
    const { buyer, device, draft, end } = await renewalDrafted(CARDS.chargeFails);
    const mailsBefore = await mailSubjects(buyer.user.email);
    const [waiting] = await currentSubscriptions(t, buyer.authHeader, device.deviceUUID);
    expect(waiting).toMatchObject({ status: 'active' });
    expect(await paymentHistory(t, buyer.authHeader)).toHaveLength(1);
    expect((await listedDevice(buyer, device.deviceUUID)).subscription).toEqual({
      status: 'Active',
      paymentIssue: null,
      authenticationInvoiceId: null,
    });

    await moveProviderClock(HOUR - 60);
    expect(await t.app.payments.stripe.invoices.retrieve(draft.id!)).toMatchObject({
      status: 'open',
      attempt_count: 1,
    });
    expect(await invoiceEvents(draft.id!)).toEqual(['invoice.created', 'invoice.finalized', 'invoice.payment_failed']);
    const [failed] = await currentSubscriptions(t, buyer.authHeader, device.deviceUUID);
    expect(failed).toMatchObject({ status: 'past_due' });
    expect((await paymentHistory(t, buyer.authHeader))[0]).toMatchObject({
      invoice: draft.id,
      status: 'requires_payment_method',
      created: end + HOUR,
    });
    expect((await mailSubjects(buyer.user.email)).slice(mailsBefore.length)).toEqual([
      expect.stringMatching(/did not go through$/),
    ]);
    expect((await listedDevice(buyer, device.deviceUUID)).subscription).toEqual({
      status: 'Active',
      paymentIssue: 'past_due',
      authenticationInvoiceId: null,
    });
  });
});
