import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.js';
import { localStripeEvents } from '../../src/db/schema/index.js';
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
/** Jan 31: the first monthly period ends on Feb 28, the next on Mar 31. */
const clock = new FixedClock(new Date('2026-01-31T10:00:00Z'));
const start = Math.floor(clock.now().getTime() / 1000);
let handle: DatabaseHandle;
let stripe: Stripe;

beforeEach(async () => {
  handle = await openTestDatabase();
  stripe = localStripe(handle.db, clock);
});
afterEach(() => handle.close());

const fixtures = async () => catalogFixtures(await storeOf(handle.db, clock));
const latestInvoice = async (subscription: Stripe.Subscription) =>
  stripe.invoices.retrieve(subscription.latest_invoice as string);

describe('local provider billing: subscribing', () => {
  it('runs a trial with a $0 invoice, then charges the taxed first period when the trial ends', async () => {
    const f = await fixtures();
    const customer = await f.customer();
    await f.card(customer.id);
    const price = await f.price('Tracker Plus', 999);
    const gst = await f.taxRate(10);
    const created = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      trial_period_days: 14,
      default_tax_rates: [gst.id],
    });
    expect(created.status).toBe('trialing');
    expect(created.trial_end).toBe(start + 14 * DAY);
    expect(created.items.data[0]!.current_period_end).toBe(start + 14 * DAY);
    const trialInvoice = await latestInvoice(created);
    expect(trialInvoice).toMatchObject({
      status: 'paid',
      total: 0,
      amount_due: 0,
      number: 'LOCAL-0001',
      billing_reason: 'subscription_create',
    });
    expect(trialInvoice.lines.data[0]!.description).toBe('Trial period for Tracker Plus');

    await advance(handle.db, 11 * DAY);
    const warnings = await handle.db
      .select()
      .from(localStripeEvents)
      .where(eq(localStripeEvents.type, 'customer.subscription.trial_will_end'));
    expect(warnings.map((row) => (row.event.data as { object: { id: string } }).object.id)).toEqual([created.id]);
    await advance(handle.db, 3 * DAY + DRAFT_HOUR);
    const active = await stripe.subscriptions.retrieve(created.id);
    expect(active.status).toBe('active');
    expect(active.items.data[0]!.current_period_start).toBe(start + 14 * DAY);
    expect(active.items.data[0]!.current_period_end).toBe(Date.UTC(2026, 2, 14, 10) / 1000);
    const invoice = await latestInvoice(active);
    expect(invoice).toMatchObject({
      status: 'paid',
      number: 'LOCAL-0002',
      billing_reason: 'subscription_cycle',
      created: start + 14 * DAY,
      subtotal: 999,
      total_excluding_tax: 999,
      total: 1099,
      amount_due: 1099,
      amount_paid: 1099,
      amount_remaining: 0,
      starting_balance: 0,
      ending_balance: 0,
      hosted_invoice_url: null,
      invoice_pdf: null,
      parent: { subscription_details: { subscription: created.id } },
    });
    expect(invoice.total_taxes).toEqual([
      expect.objectContaining({ amount: 100, tax_rate_details: { tax_rate: gst.id }, taxable_amount: 999 }),
    ]);
    expect(invoice.lines.data[0]).toMatchObject({
      amount: 999,
      description: '1 × Tracker Plus (at $9.99 / month)',
      pricing: { price_details: { price: price.id } },
    });
    const charges = await stripe.charges.list({ customer: customer.id });
    expect(charges.data.map((charge) => [charge.amount, charge.status])).toEqual([[1099, 'succeeded']]);
    const intents = await stripe.paymentIntents.list({ customer: customer.id });
    expect(intents.data[0]).toMatchObject({ status: 'succeeded', amount: 1099, latest_charge: charges.data[0]!.id });
  });

  it('warns of a trial ending three days before it ends and once; a shorter trial at its start, a trial ended now at once', async () => {
    const f = await fixtures();
    const customer = await f.customer();
    await f.card(customer.id);
    const price = await f.price('Tracker Plus', 999);
    const warned = async () =>
      (
        await handle.db
          .select()
          .from(localStripeEvents)
          .where(eq(localStripeEvents.type, 'customer.subscription.trial_will_end'))
          .orderBy(localStripeEvents.seq)
      ).map((row) => (row.event.data as { object: { id: string } }).object.id);
    const trial = (days: number) =>
      stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }], trial_period_days: days });
    const week = await trial(7);
    const short = await trial(2);
    const endedNow = await trial(30);

    await advance(handle.db, 1);
    expect(await warned()).toEqual([short.id]);
    await advance(handle.db, 4 * DAY - 61);
    expect(await warned()).toEqual([short.id]);
    await advance(handle.db, 60);
    expect(await warned()).toEqual([short.id, week.id]);
    await stripe.subscriptions.update(endedNow.id, { trial_end: 'now' });
    expect(await warned()).toEqual([short.id, week.id, endedNow.id]);
    await advance(handle.db, 30 * DAY);
    expect(await warned()).toEqual([short.id, week.id, endedNow.id]);
  });

  it('charges at once without a trial and bills month ends calendar-correctly', async () => {
    const f = await fixtures();
    const customer = await f.customer();
    await f.card(customer.id);
    const price = await f.price('Tracker Basic', 500);
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      payment_behavior: 'default_incomplete',
    });
    expect(subscription.status).toBe('active');
    expect(subscription.items.data[0]!.current_period_end).toBe(Date.UTC(2026, 1, 28, 10) / 1000);
    const first = await latestInvoice(subscription);
    expect(first).toMatchObject({
      status: 'paid',
      amount_paid: 500,
      billing_reason: 'subscription_create',
      number: 'LOCAL-0001',
    });
    expect(first).not.toHaveProperty('payments');
    const withPayments = await stripe.invoices.retrieve(first.id!, { expand: ['payments'] });
    expect(withPayments.payments?.data[0]).toMatchObject({ status: 'paid', amount_paid: 500 });

    await advance(handle.db, 28 * DAY + DRAFT_HOUR);
    const renewed = await stripe.subscriptions.retrieve(subscription.id);
    expect(renewed.items.data[0]!.current_period_end).toBe(Date.UTC(2026, 2, 31, 10) / 1000);
    const invoices = await stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data.map((invoice) => [invoice.number, invoice.status, invoice.amount_paid])).toEqual([
      ['LOCAL-0002', 'paid', 500],
      ['LOCAL-0001', 'paid', 500],
    ]);
    const listed = await stripe.subscriptions.list({ customer: customer.id, price: price.id });
    expect(listed.data.map((found) => found.id)).toEqual([subscription.id]);
  });

  it('leaves a declined first payment incomplete, expiring after 23 hours', async () => {
    const f = await fixtures();
    const customer = await f.customer();
    await f.card(customer.id, { fails: true });
    const price = await f.price('Tracker Basic', 500);
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      payment_behavior: 'default_incomplete',
    });
    expect(subscription.status).toBe('incomplete');
    const invoice = await latestInvoice(subscription);
    expect(invoice).toMatchObject({
      status: 'open',
      attempt_count: 1,
      amount_remaining: 500,
      next_payment_attempt: null,
    });
    const [charge] = (await stripe.charges.list({ customer: customer.id })).data;
    expect(charge).toMatchObject({
      status: 'failed',
      failure_code: 'card_declined',
      outcome: { reason: 'generic_decline', type: 'issuer_declined' },
    });

    await advance(handle.db, 23 * 3600);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('incomplete_expired');
    expect((await latestInvoice(subscription)).status).toBe('void');
  });

  it('refuses a declined first payment with error_if_incomplete and stores nothing', async () => {
    const f = await fixtures();
    const customer = await f.customer();
    await f.card(customer.id, { fails: true });
    const price = await f.price('Tracker Basic', 500);
    const refused = stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      payment_behavior: 'error_if_incomplete',
    });
    await expect(refused).rejects.toMatchObject({
      type: 'StripeCardError',
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toEqual([]);
    expect((await stripe.invoices.list({ customer: customer.id })).data).toEqual([]);
    expect((await stripe.charges.list({ customer: customer.id })).data).toEqual([]);
  });
});

describe('local provider billing: coupons', () => {
  it('takes 20% off the first invoice only with a once coupon', async () => {
    const f = await fixtures();
    const customer = await f.customer();
    await f.card(customer.id);
    const price = await f.price('Tracker Plus', 999);
    const coupon = await f.coupon({ percent_off: 20, duration: 'once' });
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      discounts: [{ coupon: coupon.id }],
    });
    const first = await latestInvoice(subscription);
    expect(first).toMatchObject({ subtotal: 999, total: 799, amount_paid: 799 });
    expect(first.total_discount_amounts).toEqual([{ amount: 200, discount: first.discounts[0] }]);
    expect(subscription.discounts).toEqual([]);
    expect((await (await storeOf(handle.db, clock)).get('coupon', coupon.id)).times_redeemed).toBe(1);

    await advance(handle.db, 28 * DAY);
    const second = await latestInvoice(await stripe.subscriptions.retrieve(subscription.id));
    expect(second).toMatchObject({ subtotal: 999, total: 999, total_discount_amounts: [] });
  });

  it('makes invoices $0 and paid without a charge with a 100%-off promotion code', async () => {
    const f = await fixtures();
    const customer = await f.customer();
    await f.card(customer.id);
    const price = await f.price('Tracker Plus', 999);
    const coupon = await f.coupon({ percent_off: 100, duration: 'forever' });
    const code = await f.promotionCode(coupon.id, 'FREEFOREVER');
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      discounts: [{ promotion_code: code.id }],
    });
    expect(subscription.status).toBe('active');
    expect(await latestInvoice(subscription)).toMatchObject({ total: 0, status: 'paid', amount_paid: 0 });
    await advance(handle.db, 28 * DAY + DRAFT_HOUR);
    expect(await latestInvoice(await stripe.subscriptions.retrieve(subscription.id))).toMatchObject({
      total: 0,
      status: 'paid',
    });
    expect((await stripe.charges.list({ customer: customer.id })).data).toEqual([]);
    expect((await (await storeOf(handle.db, clock)).get('promotion_code', code.id)).times_redeemed).toBe(1);
  });

  it('refuses unknown and expired coupons like Stripe', async () => {
    const f = await fixtures();
    const customer = await f.customer();
    await f.card(customer.id);
    const price = await f.price('Tracker Plus', 999);
    const expired = await f.coupon({ percent_off: 10, duration: 'once', valid: false });
    const create = (coupon: string) =>
      stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }], discounts: [{ coupon }] });
    await expect(create('nope')).rejects.toMatchObject({ statusCode: 400, message: "No such coupon: 'nope'" });
    await expect(create(expired.id)).rejects.toMatchObject({
      statusCode: 400,
      message: `Coupon expired: ${expired.id}`,
    });
  });
});
