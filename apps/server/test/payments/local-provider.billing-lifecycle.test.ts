import { asc } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.js';
import { localStripeEvents } from '../../src/db/schema/index.js';
import { DEFAULT_SETTINGS } from '../../src/adapters/payments/local-provider/store.js';
import { catalogFixtures } from '../helpers/local-billing-fixtures.js';
import {
  advance,
  FixedClock,
  localStripe,
  storeOf,
} from '../helpers/local-billing.js';
import { openTestDatabase } from '../helpers/test-database.js';
import { RENEWAL_DRAFT_SECONDS } from '../../src/adapters/payments/local-provider/billing/subscription-invoicing.js';

const DAY = 86_400;
/** A renewal is drafted at the period's end and finalized and charged this much later, as with Stripe. */
const DRAFT_HOUR = RENEWAL_DRAFT_SECONDS;
const clock = new FixedClock(new Date('2026-02-01T10:00:00Z'));
const start = Math.floor(clock.now().getTime() / 1000);
const periodEnd = start + 28 * DAY;
let handle: DatabaseHandle;
let stripe: Stripe;

beforeEach(async () => {
  handle = await openTestDatabase();
  stripe = localStripe(handle.db, clock);
});
afterEach(() => handle.close());

async function subscriber() {
  const f = catalogFixtures(await storeOf(handle.db, clock));
  const customer = await f.customer();
  await f.card(customer.id);
  const price = await f.price('Basic', 500);
  const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }] });
  return { f, customer, subscription };
}

const eventTypes = async () =>
  (await handle.db.select().from(localStripeEvents).orderBy(asc(localStripeEvents.seq))).map((row) => row.type);
const invoicesOf = async (subscription: string) => (await stripe.invoices.list({ subscription })).data;

describe('local provider billing: pausing and canceling', () => {
  it('voids the renewals while collection is paused and resumes on the clock', async () => {
    const { subscription } = await subscriber();
    const resumesAt = start + 40 * DAY;
    const paused = await stripe.subscriptions.update(subscription.id, {
      pause_collection: { behavior: 'void', resumes_at: resumesAt },
    });
    expect(paused).toMatchObject({ status: 'active', pause_collection: { behavior: 'void', resumes_at: resumesAt } });

    await advance(handle.db, 28 * DAY);
    const during = await stripe.subscriptions.retrieve(subscription.id);
    expect(during.status).toBe('active');
    expect(during.items.data[0]!.current_period_start).toBe(periodEnd);
    expect((await invoicesOf(subscription.id)).map((invoice) => invoice.status)).toEqual(['void', 'paid']);

    await advance(handle.db, 12 * DAY);
    expect((await stripe.subscriptions.retrieve(subscription.id)).pause_collection).toBeNull();
    expect(await eventTypes()).toEqual(expect.arrayContaining(['invoice.voided', 'customer.subscription.resumed']));

    await advance(handle.db, 19 * DAY + DRAFT_HOUR);
    const invoices = await invoicesOf(subscription.id);
    expect(invoices.map((invoice) => [invoice.status, invoice.amount_paid])).toEqual([
      ['paid', 500],
      ['void', 0],
      ['paid', 500],
    ]);
    expect(invoices.map((invoice) => invoice.number)).toEqual(['LOCAL-0003', 'LOCAL-0002', 'LOCAL-0001']);
  });

  it('cancels at the period end, after the cancellation was undone and asked again', async () => {
    const { subscription } = await subscriber();
    const asked = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(asked).toMatchObject({
      cancel_at_period_end: true,
      cancel_at: periodEnd,
      canceled_at: start,
      status: 'active',
    });
    const undone = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false });
    expect(undone).toMatchObject({ cancel_at_period_end: false, cancel_at: null, canceled_at: null });
    await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });

    await advance(handle.db, 27 * DAY);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    await advance(handle.db, 1 * DAY);
    const ended = await stripe.subscriptions.retrieve(subscription.id);
    expect(ended).toMatchObject({
      status: 'canceled',
      ended_at: periodEnd,
      canceled_at: start,
      cancellation_details: { reason: 'cancellation_requested' },
    });
    expect(await invoicesOf(subscription.id)).toHaveLength(1);
    expect(await eventTypes()).toContain('customer.subscription.deleted');
    expect((await stripe.subscriptions.list({ customer: ended.customer as string })).data).toEqual([]);
  });

  it('cancels at once on DELETE', async () => {
    const { subscription } = await subscriber();
    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect(canceled).toMatchObject({ status: 'canceled', ended_at: start, canceled_at: start });
    await advance(handle.db, 60 * DAY);
    expect(await invoicesOf(subscription.id)).toHaveLength(1);
  });
});

describe('local provider billing: failed renewals', () => {
  it('goes past_due on a declined renewal and back to active when the invoice is paid with a new default card', async () => {
    const { f, customer, subscription } = await subscriber();
    await f.card(customer.id, { fails: true });
    await advance(handle.db, 28 * DAY + DRAFT_HOUR);
    const pastDue = await stripe.subscriptions.retrieve(subscription.id);
    expect(pastDue.status).toBe('past_due');
    const invoice = await stripe.invoices.retrieve(pastDue.latest_invoice as string);
    expect(invoice).toMatchObject({
      status: 'open',
      attempt_count: 1,
      next_payment_attempt: periodEnd + DRAFT_HOUR + DEFAULT_SETTINGS.retryDays[0]! * DAY,
    });
    expect(await eventTypes()).toEqual(
      expect.arrayContaining(['charge.failed', 'payment_intent.payment_failed', 'invoice.payment_failed']),
    );

    await f.card(customer.id);
    const paid = await stripe.invoices.pay(invoice.id);
    expect(paid).toMatchObject({ status: 'paid', amount_paid: 500, next_payment_attempt: null });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });

  it('retries after 3, 5 and 7 days and cancels the subscription when the last retry fails', async () => {
    const { f, customer, subscription } = await subscriber();
    await f.card(customer.id, { fails: true });
    await advance(handle.db, (28 + 3 + 5) * DAY + DRAFT_HOUR);
    const retried = await stripe.invoices.retrieve(
      (await stripe.subscriptions.retrieve(subscription.id)).latest_invoice as string,
    );
    expect(retried).toMatchObject({ attempt_count: 3, next_payment_attempt: periodEnd + DRAFT_HOUR + 15 * DAY });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');

    await advance(handle.db, 7 * DAY);
    const canceled = await stripe.subscriptions.retrieve(subscription.id);
    expect(canceled).toMatchObject({
      status: 'canceled',
      ended_at: periodEnd + DRAFT_HOUR + 15 * DAY,
      cancellation_details: { reason: 'payment_failed' },
    });
    expect(await stripe.invoices.retrieve(retried.id)).toMatchObject({
      status: 'open',
      attempt_count: 4,
      next_payment_attempt: null,
    });
    const charges = await stripe.charges.list({ customer: customer.id });
    expect(charges.data.map((charge) => charge.status)).toEqual(['failed', 'failed', 'failed', 'failed', 'succeeded']);
  });
});
