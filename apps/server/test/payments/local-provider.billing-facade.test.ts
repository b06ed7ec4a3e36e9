import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeLocalProvider, openLocalProvider, type LocalProviderUnderTest } from '../helpers/local-provider.js';
import { RENEWAL_DRAFT_SECONDS } from '../../src/adapters/payments/local-provider/billing/subscription-invoicing.js';

const DAY = 86_400;
let local: LocalProviderUnderTest;
let stripe: Stripe;

beforeAll(async () => {
  local = await openLocalProvider({ webhookSecret: 'whsec_billing' });
  stripe = local.stripe;
});

afterAll(() => closeLocalProvider(local));

/** A customer with the test card as default, and a $9.99 monthly plan. */
async function setUp(card: string) {
  const customer = await stripe.customers.create({ email: 'billing@example.com' });
  const method = await stripe.paymentMethods.attach(card, { customer: customer.id });
  await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: method.id } });
  const product = await stripe.products.create({ name: 'Tracker Plus' });
  const price = await stripe.prices.create({
    product: product.id,
    currency: 'usd',
    unit_amount: 999,
    recurring: { interval: 'month' },
  });
  const gst = await stripe.taxRates.create({ display_name: 'GST', percentage: 10, inclusive: false });
  return { customer, price, gst };
}

describe('local payment provider: billing through the facade', () => {
  it('ends a trial on the provider clock with a taxed, charged invoice', async () => {
    const { customer, price, gst } = await setUp('pm_card_visa');
    const trialing = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      trial_period_days: 14,
      default_tax_rates: [gst.id],
      expand: ['latest_invoice'],
    });
    expect(trialing.status).toBe('trialing');
    expect((trialing.latest_invoice as Stripe.Invoice).total).toBe(0);

    // The trial's end drafts the invoice; it is finalized and charged an hour later.
    await local.provider.advanceClock(14 * DAY + RENEWAL_DRAFT_SECONDS);
    const active = await stripe.subscriptions.retrieve(trialing.id, { expand: ['latest_invoice.payments'] });
    expect(active.status).toBe('active');
    const invoice = active.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'paid', total: 1099, amount_paid: 1099 });
    expect(invoice.payments?.data[0]?.payment.payment_intent).toMatch(/^pi_/);
  });

  it('refuses a declining card with error_if_incomplete and keeps nothing', async () => {
    const { customer, price } = await setUp('pm_card_chargeCustomerFail');
    const refused = stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      payment_behavior: 'error_if_incomplete',
    });
    await expect(refused).rejects.toMatchObject({ statusCode: 402, code: 'card_declined' });
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toEqual([]);
  });
});
