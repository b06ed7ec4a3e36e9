import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeLocalProvider,
  failure,
  openLocalProvider,
  type LocalProviderUnderTest,
} from '../helpers/local-provider.js';

/** Stripe's test cards that ask their holder to authenticate charges (3-D Secure), through the real SDK. */

let local: LocalProviderUnderTest;
let stripe: Stripe;
let price: Stripe.Price;
const events: string[] = [];

beforeAll(async () => {
  local = await openLocalProvider({
    deliver: async (payload: string) => Boolean(events.push((JSON.parse(payload) as { type: string }).type)),
  });
  stripe = local.stripe;
  const product = await stripe.products.create({ name: 'Tracker line' });
  price = await stripe.prices.create({
    product: product.id,
    currency: 'usd',
    unit_amount: 1299,
    recurring: { interval: 'month' },
  });
});
afterAll(() => closeLocalProvider(local));

/** A customer whose default card is the test PaymentMethod `testId`, attached directly (not set up for later use). */
async function customerWith(testId: string) {
  const customer = await stripe.customers.create({ email: `${testId}@example.com` });
  const method = await stripe.paymentMethods.attach(testId, { customer: customer.id });
  await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: method.id } });
  return customer;
}

/** A customer whose card number went through a SetupIntent for off-session use, 3-D Secure completed, as the card form does. */
async function customerSettingUp(number: string) {
  const customer = await stripe.customers.create({ email: `${number}@example.com` });
  const intent = await stripe.setupIntents.create({ customer: customer.id, usage: 'off_session' });
  const form = {
    client_secret: intent.client_secret,
    payment_method_data: { type: 'card', card: { number, exp_month: '12', exp_year: '2040', cvc: '123' } },
  };
  const confirmed = await local.provider.confirmSetupIntentFromBrowser(intent.id, form);
  expect((confirmed.body as Stripe.SetupIntent).status).toBe('requires_action');
  const done = await local.provider.authenticateSetupIntentFromBrowser(intent.id, {
    client_secret: intent.client_secret,
    outcome: 'complete',
  });
  const method = (done.body as Stripe.SetupIntent).payment_method as string;
  await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: method } });
  return customer;
}

async function intentOf(subscription: Stripe.Subscription) {
  const invoice = await stripe.invoices.retrieve(subscription.latest_invoice as string, {
    expand: ['confirmation_secret', 'payments'],
  });
  const paymentIntent = invoice.payments!.data[0]!.payment.payment_intent as string;
  return { invoice, intent: await stripe.paymentIntents.retrieve(paymentIntent) };
}

const authenticate = (intent: Stripe.PaymentIntent, outcome: 'complete' | 'fail', secret = intent.client_secret) =>
  local.provider.authenticatePaymentIntentFromBrowser(intent.id, { client_secret: secret, outcome });

const subscribe = (
  customer: string,
  payment_behavior: Stripe.SubscriptionCreateParams.PaymentBehavior = 'allow_incomplete',
) => stripe.subscriptions.create({ customer, items: [{ price: price.id }], payment_behavior });

describe('local provider: charges that ask for authentication', () => {
  it('4000 0027 6000 3184: the first invoice waits in requires_action; completed, the plan is active and paid', async () => {
    const customer = await customerWith('pm_card_authenticationRequired');
    const subscription = await subscribe(customer.id);
    expect(subscription.status).toBe('incomplete');
    const { invoice, intent } = await intentOf(subscription);
    expect(invoice).toMatchObject({ status: 'open', amount_due: 1299 });
    expect(invoice.confirmation_secret).toEqual({ client_secret: intent.client_secret, type: 'payment_intent' });
    expect(intent).toMatchObject({
      status: 'requires_action',
      amount: 1299,
      next_action: { type: 'use_stripe_sdk' },
      latest_charge: null,
    });

    expect((await authenticate(intent, 'complete', `${intent.id}_secret_wrong`)).status).toBe(400);
    const answer = await authenticate(intent, 'complete');
    expect(answer).toMatchObject({ status: 200, body: { id: intent.id, status: 'succeeded', amount_received: 1299 } });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    expect(await stripe.invoices.retrieve(invoice.id)).toMatchObject({ status: 'paid', amount_paid: 1299 });
    expect((await authenticate(intent, 'complete')).status).toBe(400);
    await local.provider.deliverPendingEvents();
    expect(events).toEqual(
      expect.arrayContaining(['payment_intent.requires_action', 'invoice.payment_action_required', 'invoice.paid']),
    );
  });

  it('a failed authentication charges nothing: the intent wants a payment method again and the plan stays incomplete', async () => {
    const customer = await customerWith('pm_card_authenticationRequired');
    const subscription = await subscribe(customer.id);
    const { invoice, intent } = await intentOf(subscription);
    const answer = await authenticate(intent, 'fail');
    expect(answer.body).toMatchObject({
      status: 'requires_payment_method',
      latest_charge: null,
      last_payment_error: { code: 'payment_intent_authentication_failure' },
    });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('incomplete');
    expect(await stripe.invoices.retrieve(invoice.id)).toMatchObject({ status: 'open', amount_paid: 0 });
    expect((await stripe.charges.list({ customer: customer.id })).data).toHaveLength(0);
  });

  it('4000 0082 6000 3178: authenticated, the charge is still declined for insufficient funds', async () => {
    const customer = await customerWith('pm_card_authenticationRequiredChargeDeclinedInsufficientFunds');
    const subscription = await subscribe(customer.id);
    const { intent } = await intentOf(subscription);
    expect(intent.status).toBe('requires_action');
    const answer = await authenticate(intent, 'complete');
    expect(answer.body).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: {
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    });
    const [charge] = (await stripe.charges.list({ customer: customer.id })).data;
    expect(charge).toMatchObject({
      status: 'failed',
      failure_code: 'card_declined',
      outcome: { reason: 'insufficient_funds' },
    });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('incomplete');
  });

  it('4000 0025 0000 3155 asks on a charge unless a SetupIntent saved it for later use; 3184 asks however it was saved', async () => {
    const attached = await subscribe((await customerWith('pm_card_authenticationRequiredOnSetup')).id);
    expect(attached.status).toBe('incomplete');
    expect((await intentOf(attached)).intent.status).toBe('requires_action');

    const setUp = await subscribe((await customerSettingUp('4000002500003155')).id);
    expect(setUp.status).toBe('active');

    const always = await subscribe((await customerSettingUp('4000002760003184')).id);
    expect(always.status).toBe('incomplete');
    expect((await intentOf(always)).intent.status).toBe('requires_action');
  });

  it('error_if_incomplete refuses with 402 invoice_payment_intent_requires_action and creates nothing', async () => {
    const customer = await customerWith('pm_card_authenticationRequired');
    const error = await failure(subscribe(customer.id, 'error_if_incomplete'));
    expect(error).toMatchObject({
      statusCode: 402,
      type: 'StripeCardError',
      code: 'invoice_payment_intent_requires_action',
    });
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(0);
  });

  it('paying an invoice answers 402 with the intent to authenticate; the renewal off session makes the plan past_due until authenticated', async () => {
    const customer = await customerWith('pm_card_authenticationRequired');
    const draft = await stripe.invoices.create({ customer: customer.id, currency: 'usd', auto_advance: false });
    await stripe.invoiceItems.create({ customer: customer.id, invoice: draft.id, amount: 500, currency: 'usd' });
    const error = await failure(stripe.invoices.pay(draft.id));
    expect(error).toMatchObject({ statusCode: 402, code: 'invoice_payment_intent_requires_action' });
    expect(error.payment_intent).toMatchObject({ status: 'requires_action', amount: 500 });

    const trial = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      trial_period_days: 3,
    });
    expect(trial.status).toBe('trialing');
    // The renewal is drafted when the trial ends and charged an hour later, off session.
    await local.provider.advanceClock(3 * 86_400 + 2 * 3600);
    const renewed = await stripe.subscriptions.retrieve(trial.id);
    expect(renewed.status).toBe('past_due');
    const { intent } = await intentOf(renewed);
    expect(intent.status).toBe('requires_action');
    await authenticate(intent, 'complete');
    expect((await stripe.subscriptions.retrieve(trial.id)).status).toBe('active');
  });
});
