// Webhooks as Stripe delivers them (decision 0053). Each test buys plans and moves the provider's clock: seconds each.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentHistoryPage } from '@lodestar/contract';
import Stripe from 'stripe';
import {
  deviceSubscriptions,
  devices,
  deviceTransfers,
  handledPaymentEvents,
  localStripeEvents,
  paymentRecords,
} from '../src/db/schema/index.js';
import { createVerifiedUser } from './helpers/accounts.js';
import {
  advanceClock,
  buyerWithPlan,
  DAY,
  paymentHistory,
  saveCard,
  seedPlans,
  subscriptionAction,
} from './helpers/billing.js';
import { call, deviceRow } from './helpers/devices.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { K9, k9Transfer, sellerWithTracker, transfersOf } from './helpers/transfers.js';

/**
 * An app whose local provider delivers every event late, out of order and twice; one that delivers as usual, and a
 * second server process on its database.
 */
let unruly: TestApp;
let t: TestApp;
let second: TestApp;
beforeAll(async () => {
  unruly = await createTestApp({ LOCAL_PAYMENT_EVENTS: 'unruly' });
  t = await createTestApp();
  second = await createTestApp({}, undefined, { database: t.database, clock: t.clock });
  await seedPlans(unruly);
  await seedPlans(t);
});
afterAll(async () => {
  await second.close();
  await unruly.close();
  await t.close();
});

/** POSTs the event to the app's webhook, signed with its secret, as Stripe would. */
function post(app: TestApp, event: object) {
  const payload = JSON.stringify(event);
  const timestamp = Math.floor(app.clock.now().getTime() / 1000);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: app.app.payments.webhookSecret,
    timestamp,
  });
  return app.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

/** Lodestar's copy of the subscription beside the provider's. */
async function bothViews(app: TestApp, id: string) {
  const [row] = await app.database.db.select().from(deviceSubscriptions).where(eq(deviceSubscriptions.id, id));
  const provider = await app.app.payments.stripe.subscriptions.retrieve(id);
  return { row: row!, provider };
}

const receiptsTo = async (app: TestApp, email: string) =>
  (await app.mailsTo(email)).filter((mail) => mail.subject.includes('receipt'));

describe('events delivered late, out of order and twice', () => {
  it('leave every plan and payment as the provider has them, each told once', async () => {
    const { buyer, device, subscription } = await buyerWithPlan(unruly, 'gps-monthly');
    const cancel = await call(unruly, buyer.authHeader, 'PUT', `/api/v2/subscriptions/${subscription.id}/cancel`);
    expect(cancel.status).toBe(200);
    const resume = await call(unruly, buyer.authHeader, 'PUT', `/api/v2/subscriptions/${subscription.id}/resume`);
    expect(resume.status).toBe(200);
    await unruly.app.payments.local!.deliverPendingEvents();
    await advanceClock(unruly, 31 * DAY);

    const { row, provider } = await bothViews(unruly, subscription.id);
    expect(row.status).toBe('active');
    expect(row.provider).toMatchObject({ status: provider.status, cancel_at_period_end: false });
    expect(row.provider.items.data[0]!.current_period_end).toBe(provider.items.data[0]!.current_period_end);
    expect(await deviceRow(unruly, device.id)).toMatchObject({ subscriptionStatus: 'Active', esimStatus: 'Active' });

    const history = await paymentHistory(unruly, buyer.authHeader);
    expect(history.map((payment) => [payment.description, payment.status])).toEqual([
      ['Renewal: Monthly for Bike', 'succeeded'],
      ['New plan: Monthly for Bike', 'succeeded'],
    ]);
    expect(await receiptsTo(unruly, buyer.user.email)).toHaveLength(2);
    const kept = await unruly.database.db.select().from(handledPaymentEvents);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((event) => event.handledAt !== null)).toBe(true);
  });

  it('never bring a failure back over the payment that followed it', async () => {
    const { buyer, subscription } = await buyerWithPlan(unruly, 'gps-monthly');
    const failing = await saveCard(unruly, buyer.authHeader, '4000000000000341');
    expect(failing.setupIntent.status).toBe('succeeded');
    await advanceClock(unruly, 31 * DAY);
    expect((await bothViews(unruly, subscription.id)).row.status).toBe('past_due');

    await saveCard(unruly, buyer.authHeader);
    await unruly.app.payments.local!.deliverPendingEvents();
    await unruly.app.backgroundWork.idle();
    const { row, provider } = await bothViews(unruly, subscription.id);
    expect(provider.status).toBe('active');
    expect(row.status).toBe('active');
    const [renewal] = await paymentHistory(unruly, buyer.authHeader);
    expect(renewal).toMatchObject({ description: 'Renewal: Monthly for Bike', status: 'succeeded' });
  });
  it("mail a trial's start and the warning of its end once each", async () => {
    const { buyer } = await buyerWithPlan(unruly, 'gps-monthly', { trial: true });
    await unruly.app.payments.local!.deliverPendingEvents();
    await advanceClock(unruly, 4 * DAY + 3600);
    await unruly.app.payments.local!.deliverPendingEvents();
    await unruly.app.backgroundWork.idle();
    const subjects = (await unruly.mailsTo(buyer.user.email)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.startsWith('Your free trial has started'))).toHaveLength(1);
    expect(subjects.filter((subject) => subject.startsWith('Your free trial ends on'))).toHaveLength(1);
  });
});

describe('the webhook acknowledges first and handles after, durably', () => {
  it('keeps each event it answers, and the sweep handles one whose process stopped before handling it', async () => {
    const { subscription } = await buyerWithPlan(t, 'gps-monthly');
    const [kept] = await t.database.db.select().from(handledPaymentEvents).limit(1);
    expect(kept).toMatchObject({ payload: { id: kept!.id, type: kept!.type }, claimedUntil: null });
    expect(kept!.handledAt).not.toBeNull();

    // The provider changes the plan; the process that received the event stopped before handling it (its claim lapsed).
    const { row: stored } = await bothViews(t, subscription.id);
    await t.app.payments.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    await t.app.payments.local!.deliverPendingEvents();
    await t.app.backgroundWork.idle();
    const [changed] = await t.database.db
      .select()
      .from(handledPaymentEvents)
      .where(eq(handledPaymentEvents.type, 'customer.subscription.updated'))
      .orderBy(handledPaymentEvents.receivedAt);
    await t.database.db.update(deviceSubscriptions).set(stored).where(eq(deviceSubscriptions.id, subscription.id));
    const stopped = {
      handledAt: null,
      claimedUntil: new Date(Date.now() - 1000),
      receivedAt: new Date(Date.now() - 120_000),
    };
    await t.database.db.update(handledPaymentEvents).set(stopped).where(eq(handledPaymentEvents.id, changed!.id));

    expect(await t.app.timedJobs.handlePaymentEvents()).toBeGreaterThanOrEqual(1);
    const [handled] = await t.database.db
      .select()
      .from(handledPaymentEvents)
      .where(eq(handledPaymentEvents.id, changed!.id));
    expect(handled!.handledAt).not.toBeNull();
    expect((await bothViews(t, subscription.id)).row.provider).toMatchObject({ cancel_at_period_end: true });
    expect(await t.app.timedJobs.handlePaymentEvents()).toBe(0);
  });
});

describe('one event delivered to two server processes at once', () => {
  it('is handled by one of them: the payer gets one receipt', async () => {
    const { buyer } = await buyerWithPlan(t, 'gps-monthly');
    const [paid] = await t.database.db
      .select()
      .from(localStripeEvents)
      .where(eq(localStripeEvents.type, 'invoice.paid'))
      .orderBy(desc(localStripeEvents.seq))
      .limit(1);
    const receiptsBefore = (await receiptsTo(t, buyer.user.email)).length;
    // The invoice's payment taken again from the history, so the event's handling has something to write and tell.
    await t.database.db.delete(paymentRecords).where(eq(paymentRecords.userId, buyer.user._id));
    const event = { ...paid!.event, id: `evt_twice_${paid!.id}` };

    const answers = await Promise.all([post(t, event), post(second, event), post(t, event), post(second, event)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    await Promise.all([t.app.backgroundWork.idle(), second.app.backgroundWork.idle()]);

    expect(await receiptsTo(t, buyer.user.email)).toHaveLength(receiptsBefore + 1);
    const kept = await t.database.db.select().from(handledPaymentEvents).where(eq(handledPaymentEvents.id, event.id));
    expect(kept).toMatchObject([{ id: event.id, failures: 0 }]);
    expect(kept[0]!.handledAt).not.toBeNull();
    expect(await paymentHistory(t, buyer.authHeader)).toHaveLength(1);
  });
});

describe('the reconciliation with the provider', () => {
  it('heals what lost events would have changed: the renewed plan and its payment', async () => {
    const { buyer, subscription } = await buyerWithPlan(t, 'gps-monthly');
    const { row: before } = await bothViews(t, subscription.id);
    const [bought] = await paymentHistory(t, buyer.authHeader);
    await advanceClock(t, 31 * DAY);
    // Every event of the renewal lost: Lodestar's copy as before it, and no renewal in the history.
    await t.database.db.update(deviceSubscriptions).set(before).where(eq(deviceSubscriptions.id, subscription.id));
    const [renewal] = await paymentHistory(t, buyer.authHeader);
    expect(renewal!.id).not.toBe(bought!.id);
    await t.database.db.delete(paymentRecords).where(eq(paymentRecords.id, renewal!.id));

    const reconciled = await t.app.timedJobs.reconcilePayments();
    expect(reconciled).toMatchObject({ transfers: { finished: 0, undone: 0, left: 0 } });
    const { row, provider } = await bothViews(t, subscription.id);
    expect(row.provider.items.data[0]!.current_period_end).toBe(provider.items.data[0]!.current_period_end);
    expect(row.paidCycles).toBe(2);
    const healed = (await call<PaymentHistoryPage>(t, buyer.authHeader, 'GET', '/api/paymentUser/payment-history')).body
      .data;
    expect(healed.map((payment) => [payment.id, payment.status])).toEqual([
      [renewal!.id, 'succeeded'],
      [bought!.id, 'succeeded'],
    ]);
    // Healing tells nobody again.
    expect(await receiptsTo(t, buyer.user.email)).toHaveLength(2);
  });

  it('writes a refund whose events were lost, and ends one left under way, once and telling nobody', async () => {
    const { buyer, subscription } = await buyerWithPlan(t, 'gps-monthly');
    expect((await subscriptionAction(t, buyer.authHeader, subscription.id, 'refund')).status).toBe(200);
    await t.app.backgroundWork.idle();
    const [refund, payment] = await paymentHistory(t, buyer.authHeader);
    expect(refund).toMatchObject({ kind: 'refund', status: 'succeeded', description: 'Refund: Monthly for Bike' });
    const mailsBefore = (await t.mailsTo(buyer.user.email)).length;
    // The credit note's and the refund's events lost: the refund never written.
    await t.database.db.delete(paymentRecords).where(eq(paymentRecords.id, refund!.id));

    const reconciled = await t.app.timedJobs.reconcilePayments();
    expect(reconciled).toMatchObject({ creditNotes: expect.any(Number) });
    expect((reconciled as { creditNotes: number }).creditNotes).toBeGreaterThanOrEqual(1);
    const healed = await paymentHistory(t, buyer.authHeader);
    expect(healed).toEqual([refund, payment]);

    // Days later, a `refund.updated` lost: the history still holds the refund as pending, its credit note out of the
    // days the reconciliation lists.
    await advanceClock(t, 4 * DAY);
    await t.database.db.update(paymentRecords).set({ status: 'pending' }).where(eq(paymentRecords.id, refund!.id));
    expect(await t.app.timedJobs.reconcilePayments()).toMatchObject({ refunds: 1 });
    expect(await paymentHistory(t, buyer.authHeader)).toEqual([refund, payment]);

    expect(await t.app.timedJobs.reconcilePayments()).toMatchObject({ refunds: 0 });
    expect(await paymentHistory(t, buyer.authHeader)).toEqual([refund, payment]);
    await t.app.backgroundWork.idle();
    expect(await t.mailsTo(buyer.user.email)).toHaveLength(mailsBefore);
  });

  /**
   * A k9 sale that went through, put back as a process that stopped before moving the device leaves it: the transfer
   * under way for longer than a sale can take, the device still the seller's.
   */
  async function stoppedTransfer() {
    const { seller, device } = await sellerWithTracker(t, K9, { fee: 25 });
    const receiver = await createVerifiedUser(t, { country: 'AU' });
    const sold = await k9Transfer(t, seller.authHeader, 'gps-yearly', {
      userId: receiver.user._id,
      deviceUUID: device.deviceUUID,
      ExtraFeeCharge: 25,
    });
    expect(sold.status).toBe(200);
    await t.app.backgroundWork.idle();
    const [transfer] = await transfersOf(t, device.id);
    const longAgo = new Date(t.clock.now().getTime() - 11 * 60_000);
    await t.database.db
      .update(deviceTransfers)
      .set({ status: 'pending', finishedAt: null, invoiceId: null, subscriptionId: null, createdAt: longAgo })
      .where(eq(deviceTransfers.id, transfer!.id));
    await t.database.db.update(devices).set({ userId: seller.user._id }).where(eq(devices.id, device.id));
    return { seller, receiver, device, transfer: transfer!, subscriptionId: sold.body.subscriptionId! };
  }

  /** The subjects of the mails to each address since `mark` (what each had been sent before). */
  async function mailedSince(mark: Record<string, number>) {
    const since: Record<string, string[]> = {};
    for (const [email, before] of Object.entries(mark))
      since[email] = (await t.mailsTo(email)).slice(before).map((mail) => mail.subject);
    return since;
  }
  const markOf = async (...emails: string[]) =>
    Object.fromEntries(await Promise.all(emails.map(async (email) => [email, (await t.mailsTo(email)).length])));

  it('finishes a transfer left under way whose payment and plan are there: the device moves', async () => {
    const { seller, receiver, device, transfer, subscriptionId } = await stoppedTransfer();
    const mark = await markOf(seller.user.email, receiver.user.email);
    const reconciled = await t.app.timedJobs.reconcilePayments();
    expect(reconciled).toMatchObject({ transfers: { finished: 1, undone: 0, left: 0 } });
    await t.app.backgroundWork.idle();
    // Both sides are told as after a sale that finished in its request.
    expect(await mailedSince(mark)).toEqual({
      [seller.user.email]: [`${device.name} was transferred to ${receiver.user.name}`],
      [receiver.user.email]: [`${device.name} is now in your ${t.config.PRODUCT_NAME} account`],
    });
    const [settled] = await transfersOf(t, device.id);
    expect(settled).toMatchObject({
      id: transfer.id,
      status: 'done',
      subscriptionId,
      invoiceId: expect.stringMatching(/^in_/),
    });
    expect(await deviceRow(t, device.id)).toMatchObject({ userId: receiver.user._id, subscriptionStatus: 'Active' });
  });

  it('undoes a transfer left under way whose plan is gone: the seller is refunded, the device stays theirs', async () => {
    const { seller, receiver, device, transfer, subscriptionId } = await stoppedTransfer();
    await t.app.payments.stripe.subscriptions.cancel(subscriptionId);
    await t.app.payments.local!.deliverPendingEvents();
    await t.app.backgroundWork.idle();
    const mark = await markOf(seller.user.email, receiver.user.email);

    const reconciled = await t.app.timedJobs.reconcilePayments();
    expect(reconciled).toMatchObject({ transfers: { finished: 0, undone: 1, left: 0 } });
    await t.app.backgroundWork.idle();
    // The seller is told it did not go through and the payment came back; the receiver never had it.
    expect(await mailedSince(mark)).toEqual({
      [seller.user.email]: expect.arrayContaining([`The transfer of ${device.name} did not go through`]),
      [receiver.user.email]: [],
    });
    const [undoneMail] = (await t.mailsTo(seller.user.email)).filter((mail) => mail.subject.includes('did not go'));
    expect(undoneMail!.textBody).toContain('refunded to your card');
    const [settled] = await transfersOf(t, device.id);
    expect(settled).toMatchObject({ id: transfer.id, status: 'failed', subscriptionId });
    expect(await deviceRow(t, device.id)).toMatchObject({ userId: seller.user._id });
    await t.app.payments.local!.deliverPendingEvents();
    await t.app.backgroundWork.idle();
    const history = await paymentHistory(t, seller.authHeader);
    expect(history.map((payment) => [payment.kind, payment.status])).toEqual([
      ['refund', 'succeeded'],
      ['payment', 'succeeded'],
    ]);
    // The device is free for a new sale or plan.
    expect(
      (await t.database.db.select().from(deviceTransfers).where(eq(deviceTransfers.status, 'pending'))).length,
    ).toBe(0);
  });
});
