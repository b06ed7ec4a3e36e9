import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages, type Subscription } from '@lodestar/contract';
import { paymentRecords } from '../src/db/schema/index.js';
import {
  advanceClock,
  buyerWithPlan,
  currentSubscriptions,
  DAY,
  seedPlans,
  subscriptionAction,
  paymentHistory,
} from './helpers/billing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
afterAll(() => t.close());

const history = (authorization: string) => paymentHistory(t, authorization);

/** Every paid invoice of the subscription: its own, and a pause fee's (a one-off invoice of the customer). */
async function invoicesOf(subscription: Subscription) {
  const { stripe } = t.app.payments;
  const { customer } = await stripe.subscriptions.retrieve(subscription.id);
  const invoices = await stripe.invoices.list({ customer: customer as string, status: 'paid', limit: 100 });
  return invoices.data.filter(
    (invoice) =>
      invoice.parent?.subscription_details?.subscription === subscription.id ||
      invoice.metadata?.subscription === subscription.id,
  );
}

const balanceOf = async (customer: string) =>
  ((await t.app.payments.stripe.customers.retrieve(customer)) as Stripe.Customer).balance;

describe('what a refund within the grace period gives back', () => {
  it('undoes every invoice of the plan: the card gets its payment back, the balance is as before the plan', async () => {
    const { buyer, device, subscription: quarterly } = await buyerWithPlan(t, 'gps-quarterly', { name: 'Van' });
    await advanceClock(t, 2 * DAY);
    // A change to monthly charged at once, as the per-day rule of decision 0026 made it before decision 0058 (so plans
    // changed then have such invoices): the unused quarter leaves a credit on the balance...
    const { stripe: provider } = t.app.payments;
    const item = (await provider.subscriptions.retrieve(quarterly.id)).items.data[0]!;
    const [monthly] = (await provider.prices.list({ lookup_keys: ['gps-monthly_aud'] })).data;
    await provider.subscriptions.update(quarterly.id, {
      items: [{ id: item.id, price: monthly!.id }],
      proration_behavior: 'always_invoice',
    });
    await t.app.backgroundWork.idle();
    const [plan] = (await currentSubscriptions(t, buyer.authHeader, device.deviceUUID)) as [Subscription];
    expect(plan).toMatchObject({ id: quarterly.id, planId: 'gps-monthly' });
    // ...which pays the fee of a long pause.
    const paused = await subscriptionAction(t, buyer.authHeader, plan.id, 'pause', {
      resumeDate: plan.current_period_end + 75 * DAY,
    });
    expect(paused.status).toBe(200);
    const invoices = await invoicesOf(plan);
    const byReason = (reason: string) => invoices.find((invoice) => invoice.billing_reason === reason)!;
    expect(byReason('subscription_create')).toMatchObject({ amount_paid: 4399 });
    expect(byReason('subscription_update').total).toBeLessThan(0);
    expect(byReason('manual')).toMatchObject({ total: 1482, amount_paid: 0 });
    const { stripe } = t.app.payments;
    const customer = (await stripe.subscriptions.retrieve(plan.id)).customer as string;
    expect(await balanceOf(customer)).toBe(byReason('subscription_update').total + 1482);

    const refunded = await subscriptionAction(t, buyer.authHeader, plan.id, 'refund');
    expect(refunded).toMatchObject({ status: 200, body: { message: billingMessages.refunded } });
    await t.app.backgroundWork.idle();

    const refunds = (await history(buyer.authHeader)).filter((item) => item.kind === 'refund');
    // The card gets back what it paid; the fee the credit paid goes back to the credit, a row of its own.
    const parts = refunds.map(({ amount, cardAmount, creditAmount }) => [amount, cardAmount, creditAmount]);
    expect(parts.toSorted()).toEqual([
      [1482, 0, 1482],
      [4399, 4399, 0],
    ]);
    expect(await balanceOf(customer)).toBe(0);
    const [feeNote] = (await stripe.creditNotes.list({ invoice: byReason('manual').id! })).data;
    expect(feeNote).toMatchObject({ total: 1482, refunds: [] });

    // Asked again, nothing moves: no second refund, and the credit is not taken back twice.
    expect((await subscriptionAction(t, buyer.authHeader, plan.id, 'refund')).status).toBe(200);
    await t.app.backgroundWork.idle();
    expect((await history(buyer.authHeader)).filter((item) => item.kind === 'refund')).toHaveLength(2);
    expect(await balanceOf(customer)).toBe(0);
  });

  it("tells the payer of a pending refund once the provider says it went through, and follows a refund's later state", async () => {
    const { buyer, device } = await buyerWithPlan(t, 'gps-monthly', { name: 'Boat' });
    const [payment] = await history(buyer.authHeader);
    // A refund Stripe reports as pending at first, as bank transfers and some cards are.
    const refund = {
      id: `re_${randomUUID().replace(/-/g, '')}`,
      object: 'refund',
      amount: payment!.amount,
      currency: 'aud',
      created: payment!.created + 60,
      status: 'pending',
    };
    await t.database.db.insert(paymentRecords).values({
      id: refund.id,
      kind: 'refund',
      userId: buyer.user._id,
      deviceId: device.id,
      invoiceId: payment!.invoice,
      amount: refund.amount,
      currency: 'aud',
      status: 'pending',
      description: 'Refund: Monthly for Boat',
      created: refund.created,
    });
    // The webhook answers once it kept the event and handles it afterwards: the test waits for that handling.
    const deliver = async (object: object, previous: object) => {
      const payload = JSON.stringify({
        id: `evt_${randomUUID().replace(/-/g, '')}`,
        object: 'event',
        api_version: '2025-10-29.clover',
        created: Math.floor(Date.now() / 1000),
        type: 'refund.updated',
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object, previous_attributes: previous },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: t.app.payments.webhookSecret });
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
      await t.app.backgroundWork.idle();
      return answer;
    };
    const refundMails = async () =>
      (await t.mailsTo(buyer.user.email)).filter((mail) => mail.subject.startsWith('Your Lodestar refund'));

    expect((await history(buyer.authHeader))[0]).toMatchObject({ id: refund.id, status: 'pending' });
    expect(await refundMails()).toEqual([]);
    expect((await deliver({ ...refund, status: 'succeeded' }, { status: 'pending' })).statusCode).toBe(200);
    expect((await history(buyer.authHeader))[0]).toMatchObject({ id: refund.id, status: 'succeeded' });
    expect((await refundMails()).map((mail) => mail.subject)).toEqual(['Your Lodestar refund: $16.49']);
    // A refund that fails after all shows so; nobody is told of a refund twice.
    expect((await deliver({ ...refund, status: 'failed' }, { status: 'succeeded' })).statusCode).toBe(200);
    expect((await history(buyer.authHeader))[0]).toMatchObject({ id: refund.id, status: 'failed' });
    expect(await refundMails()).toHaveLength(1);
  });
});
