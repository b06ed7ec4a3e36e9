import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.js';
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
/** Feb 1: the first monthly period is 28 days, so a week in three quarters of it remain. */
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

/** A customer paying $5/month plus 10% tax, a $15 plan to move to. */
async function basicSubscriber() {
  const f = catalogFixtures(await storeOf(handle.db, clock));
  const customer = await f.customer();
  const card = await f.card(customer.id);
  const basic = await f.price('Basic', 500);
  const pro = await f.price('Pro', 1500);
  const gst = await f.taxRate(10);
  const subscription = await stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: basic.id }],
    default_tax_rates: [gst.id],
  });
  return { f, customer, card, basic, pro, subscription, item: subscription.items.data[0]! };
}

const latestInvoice = async (id: string) =>
  stripe.invoices.retrieve((await stripe.subscriptions.retrieve(id)).latest_invoice as string);

describe('local provider billing: price changes', () => {
  it('charges an upgrade at once by the time left, exactly as previewed', async () => {
    const { basic, pro, subscription, item, customer } = await basicSubscriber();
    await advance(handle.db, 7 * DAY);
    const prorationDate = start + 7 * DAY;
    const preview = await stripe.invoices.createPreview({
      customer: customer.id,
      subscription: subscription.id,
      subscription_details: {
        items: [{ id: item.id, price: pro.id }],
        proration_behavior: 'always_invoice',
        proration_date: prorationDate,
      },
    });
    expect(preview.lines.data.map((line) => [line.amount, line.parent?.subscription_item_details?.proration])).toEqual([
      [-375, true],
      [1125, true],
    ]);
    expect(preview.lines.data[0]!.description).toBe('Unused time on Basic after 8 Feb 2026');
    expect(preview).toMatchObject({ subtotal: 750, total: 825, amount_due: 825, number: null });

    const updated = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: pro.id }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
      proration_date: prorationDate,
    });
    expect(updated.items.data[0]).toMatchObject({
      id: item.id,
      price: { id: pro.id },
      current_period_start: start,
      current_period_end: periodEnd,
    });
    expect(updated.pending_update).toBeNull();
    const invoice = await latestInvoice(subscription.id);
    expect(invoice).toMatchObject({
      billing_reason: 'subscription_update',
      status: 'paid',
      amount_paid: preview.amount_due,
    });
    expect((await stripe.invoices.list({ customer: customer.id })).data).toHaveLength(2);

    await advance(handle.db, 21 * DAY);
    const renewal = await latestInvoice(subscription.id);
    expect(renewal).toMatchObject({ billing_reason: 'subscription_cycle', subtotal: 1500, total: 1650 });
    expect(renewal.lines.data.map((line) => line.pricing?.price_details?.price)).toEqual([pro.id]);
    expect(basic.id).not.toBe(pro.id);
  });

  it('keeps the old price with a pending update when the upgrade charge is declined, until it expires', async () => {
    const { f, basic, pro, subscription, item, customer } = await basicSubscriber();
    const declining = await f.card(customer.id, { fails: true, makeDefault: false });
    await stripe.subscriptions.update(subscription.id, { default_payment_method: declining.id });
    const updated = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: pro.id }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });
    expect(updated.status).toBe('active');
    expect(updated.items.data[0]!.price.id).toBe(basic.id);
    expect(updated.pending_update).toMatchObject({
      expires_at: start + 23 * 3600,
      subscription_items: [{ id: item.id, price: { id: pro.id } }],
    });
    const invoice = await latestInvoice(subscription.id);
    expect(invoice).toMatchObject({ status: 'open', attempt_count: 1, next_payment_attempt: null });

    await advance(handle.db, 23 * 3600);
    const expired = await stripe.subscriptions.retrieve(subscription.id);
    expect(expired.pending_update).toBeNull();
    expect(expired.items.data[0]!.price.id).toBe(basic.id);
    expect((await stripe.invoices.retrieve(invoice.id)).status).toBe('void');
  });

  it('applies the pending update once its invoice is paid with another card', async () => {
    const { f, pro, subscription, item, customer, card } = await basicSubscriber();
    const declining = await f.card(customer.id, { fails: true, makeDefault: false });
    await stripe.subscriptions.update(subscription.id, { default_payment_method: declining.id });
    const updated = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: pro.id }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });
    await expect(
      stripe.invoices.pay(updated.latest_invoice as string, { payment_method: declining.id }),
    ).rejects.toMatchObject({ statusCode: 402 });
    const paid = await stripe.invoices.pay(updated.latest_invoice as string, { payment_method: card.id });
    expect(paid).toMatchObject({ status: 'paid', attempt_count: 3 });
    const after = await stripe.subscriptions.retrieve(subscription.id);
    expect(after.pending_update).toBeNull();
    expect(after.items.data[0]!.price.id).toBe(pro.id);
  });

  it('carries create_prorations lines to the next renewal invoice', async () => {
    const { pro, subscription, item } = await basicSubscriber();
    await advance(handle.db, 14 * DAY);
    const updated = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: pro.id }],
      proration_behavior: 'create_prorations',
    });
    expect(updated.items.data[0]!.price.id).toBe(pro.id);
    expect(updated.latest_invoice).toBe(subscription.latest_invoice);

    await advance(handle.db, 14 * DAY + DRAFT_HOUR);
    const renewal = await latestInvoice(subscription.id);
    expect(renewal.lines.data.map((line) => line.amount)).toEqual([-250, 750, 1500]);
    expect(renewal).toMatchObject({ subtotal: 2000, total: 2200, amount_paid: 2200 });
  });
});

describe('local provider billing: subscription schedules', () => {
  it('downgrades at the period end through a schedule phase, and releases the schedule at the end of its last phase', async () => {
    const { basic, pro, item, subscription: initial } = await basicSubscriber();
    const subscription = await stripe.subscriptions.update(initial.id, {
      items: [{ id: item.id, price: pro.id }],
      proration_behavior: 'none',
    });
    const schedule = await stripe.subscriptionSchedules.create({ from_subscription: subscription.id });
    expect(schedule).toMatchObject({
      status: 'active',
      subscription: subscription.id,
      current_phase: { start_date: start, end_date: periodEnd },
    });
    expect((await stripe.subscriptions.retrieve(subscription.id)).schedule).toBe(schedule.id);
    const phase = schedule.phases[0]!;
    const updated = await stripe.subscriptionSchedules.update(schedule.id, {
      end_behavior: 'release',
      phases: [
        { items: [{ price: pro.id }], start_date: phase.start_date, end_date: phase.end_date },
        { items: [{ price: basic.id }], start_date: phase.end_date, metadata: { state: 'downgrade', planId: 'basic' } },
      ],
    });
    expect(updated.phases.map((entry) => [entry.start_date, entry.items[0]!.price])).toEqual([
      [start, pro.id],
      [periodEnd, basic.id],
    ]);
    expect((await stripe.subscriptions.retrieve(subscription.id)).items.data[0]!.price.id).toBe(pro.id);

    await advance(handle.db, 28 * DAY);
    const downgraded = await stripe.subscriptions.retrieve(subscription.id);
    // The schedule stays attached through its last phase, as Stripe keeps it.
    expect(downgraded).toMatchObject({
      schedule: schedule.id,
      status: 'active',
      metadata: { state: 'downgrade', planId: 'basic' },
    });
    expect(downgraded.items.data[0]!.price.id).toBe(basic.id);
    const renewal = await latestInvoice(subscription.id);
    expect(renewal).toMatchObject({ billing_reason: 'subscription_cycle', subtotal: 500, total: 550 });
    expect(renewal.lines.data.map((line) => line.description)).toEqual(['1 × Basic (at $5.00 / month)']);
    const lastPhaseEnd = periodEnd + 31 * DAY;
    expect(await stripe.subscriptionSchedules.retrieve(schedule.id)).toMatchObject({
      status: 'active',
      subscription: subscription.id,
      released_at: null,
      current_phase: { start_date: periodEnd, end_date: lastPhaseEnd },
    });

    // March has 31 days: the last phase ends with the next renewal, which the released subscription bills alone.
    await advance(handle.db, 31 * DAY - 1);
    expect((await stripe.subscriptionSchedules.retrieve(schedule.id)).status).toBe('active');
    await advance(handle.db, 1);
    expect(await stripe.subscriptionSchedules.retrieve(schedule.id)).toMatchObject({
      status: 'released',
      released_at: lastPhaseEnd,
      released_subscription: subscription.id,
      subscription: null,
      current_phase: null,
    });
    const released = await stripe.subscriptions.retrieve(subscription.id);
    expect(released).toMatchObject({ schedule: null, status: 'active' });
    expect(released.items.data[0]).toMatchObject({ price: { id: basic.id }, current_period_start: lastPhaseEnd });
    expect(await latestInvoice(subscription.id)).toMatchObject({ billing_reason: 'subscription_cycle', subtotal: 500, created: lastPhaseEnd });
  });

  it('lasts a phase given by `duration` as long as it says', async () => {
    const { basic, pro, item, subscription: initial } = await basicSubscriber();
    await stripe.subscriptions.update(initial.id, { items: [{ id: item.id, price: pro.id }], proration_behavior: 'none' });
    const schedule = await stripe.subscriptionSchedules.create({ from_subscription: initial.id });
    const phase = schedule.phases[0]!;
    const updated = await stripe.subscriptionSchedules.update(schedule.id, {
      phases: [
        { items: [{ price: pro.id }], start_date: phase.start_date, end_date: phase.end_date },
        { items: [{ price: basic.id }], duration: { interval: 'month', interval_count: 2 } },
      ],
    });
    // Mar 1 plus two months.
    expect(updated.phases[1]).toMatchObject({ start_date: periodEnd, end_date: periodEnd + (31 + 30) * DAY });
  });
});
