import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStripeEvents, localStripeIdempotency, localStripeObjects } from '../../src/db/schema/index.js';
import { closeLocalProvider, openLocalProvider, type LocalProviderUnderTest } from '../helpers/local-provider.js';

let local: LocalProviderUnderTest;
let stripe: Stripe;
const eventTypes: string[] = [];

beforeAll(async () => {
  local = await openLocalProvider({
    // A fixed day (15 June 2030) makes the expiry checks exact.
    clock: { now: () => new Date('2030-06-15T12:00:00Z') },
    webhookSecret: 'whsec_cards',
    deliver: async (payload: string) => Boolean(eventTypes.push((JSON.parse(payload) as { type: string }).type)),
  });
  stripe = local.stripe;
});

afterAll(() => closeLocalProvider(local));

/** Stripe's declined test cards and the error each answers (Testing: declined payments). */
const DECLINED_CARDS: { number: string; error: Record<string, string> }[] = [
  {
    number: '4000000000000002',
    error: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  },
  {
    number: '4000000000009995',
    error: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
  {
    number: '4000000000009987',
    error: { code: 'card_declined', decline_code: 'lost_card', message: 'Your card was declined.' },
  },
  {
    number: '4000000000009979',
    error: { code: 'card_declined', decline_code: 'stolen_card', message: 'Your card was declined.' },
  },
  {
    number: '4000000000006975',
    error: {
      code: 'card_declined',
      decline_code: 'card_velocity_exceeded',
      message: 'Your card was declined for making repeated attempts too frequently or exceeding its amount limit.',
    },
  },
  { number: '4000000000000069', error: { code: 'expired_card', message: 'Your card has expired.' } },
  { number: '4000000000000127', error: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." } },
  {
    number: '4000000000000119',
    error: {
      code: 'processing_error',
      message: 'An error occurred while processing your card. Try again in a little bit.',
    },
  },
];

/** Stripe's test PaymentMethods for those cards. */
const DECLINED_METHODS: Record<string, string> = {
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_visa_chargeDeclined: '4000000000000002',
  pm_card_visa_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_visa_chargeDeclinedLostCard: '4000000000009987',
  pm_card_visa_chargeDeclinedStolenCard: '4000000000009979',
  pm_card_visa_chargeDeclinedVelocityLimitExceeded: '4000000000006975',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_visa_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_visa_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_chargeDeclinedProcessingError: '4000000000000119',
  pm_card_visa_chargeDeclinedProcessingError: '4000000000000119',
};

async function newIntent(email: string) {
  const customer = await stripe.customers.create({ email });
  const intent = await stripe.setupIntents.create({
    customer: customer.id,
    allowed_payment_method_types: ['card'],
    usage: 'off_session',
  });
  return { customer, intent };
}

const cardForm = (intent: Stripe.SetupIntent, card: Record<string, string>) => ({
  client_secret: intent.client_secret,
  payment_method_data: {
    type: 'card',
    card: { exp_month: '12', exp_year: '2032', cvc: '987', ...card },
    billing_details: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      address: { postal_code: '10115', country: 'DE' },
    },
  },
});

const customerMethods = async (customer: string) =>
  (await stripe.customers.listPaymentMethods(customer)).data.map((method) => method.id);
const storedData = async (id: string) =>
  (await local.database.db.select().from(localStripeObjects).where(eq(localStripeObjects.id, id)))[0]?.data;

describe('local payment provider: test cards through the browser card form', () => {
  it('4242 sets up and attaches a card that keeps only brand, last4 and expiry', async () => {
    const { customer, intent } = await newIntent('visa@example.com');
    const form = { ...cardForm(intent, { number: '4242 4242 4242 4242' }), expand: ['payment_method'] };
    const answer = await local.provider.confirmSetupIntentFromBrowser(intent.id, form);
    expect(answer.status).toBe(200);
    const body = answer.body as Stripe.SetupIntent;
    expect(body).toMatchObject({
      id: intent.id,
      status: 'succeeded',
      last_setup_error: null,
      payment_method: { object: 'payment_method' },
    });

    const method = await stripe.paymentMethods.retrieve((body.payment_method as Stripe.PaymentMethod).id);
    expect(method).toMatchObject({
      customer: customer.id,
      type: 'card',
      billing_details: { name: 'Ada Lovelace', address: { postal_code: '10115' } },
    });
    expect(method.card).toMatchObject({
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2032,
      funding: 'credit',
      country: 'US',
      wallet: null,
    });
    expect(method.card?.checks).toEqual({
      address_line1_check: null,
      address_postal_code_check: 'pass',
      cvc_check: 'pass',
    });
    expect(await customerMethods(customer.id)).toEqual([method.id]);

    const everything = JSON.stringify([
      await local.database.db.select().from(localStripeObjects),
      await local.database.db.select().from(localStripeEvents),
      await local.database.db.select().from(localStripeIdempotency),
    ]);
    expect(everything).not.toContain('4242424242424242');
    expect(everything).not.toContain('"cvc"');
    await local.provider.deliverPendingEvents();
    expect(eventTypes).toEqual(expect.arrayContaining(['setup_intent.succeeded', 'payment_method.attached']));
    expect(eventTypes.indexOf('payment_method.attached')).toBeLessThan(eventTypes.indexOf('setup_intent.succeeded'));
  });

  it('4000000000000341 attaches but is marked so that every charge fails; the mark is never answered', async () => {
    const { customer, intent } = await newIntent('fails-later@example.com');
    const answer = await local.provider.confirmSetupIntentFromBrowser(intent.id, {
      client_secret: intent.client_secret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': '4000000000000341',
      'payment_method_data[card][exp_month]': '1',
      'payment_method_data[card][exp_year]': '31',
    });
    const method = (answer.body as Stripe.SetupIntent).payment_method as string;
    expect(answer.status).toBe(200);
    expect(await customerMethods(customer.id)).toEqual([method]);
    expect((await storedData(method))?._local).toEqual({ chargeFails: true, setUpForLaterUse: true });
    const retrieved = await stripe.paymentMethods.retrieve(method);
    expect(retrieved).not.toHaveProperty('_local');
    expect(retrieved.card).toMatchObject({ last4: '0341', exp_month: 1, exp_year: 2031, checks: { cvc_check: null } });
  });

  it('4000000000000002 is declined at setup and leaves the intent asking for another card', async () => {
    const { customer, intent } = await newIntent('declined@example.com');
    const answer = await local.provider.confirmSetupIntentFromBrowser(
      intent.id,
      cardForm(intent, { number: '4000000000000002' }),
    );
    expect(answer.status).toBe(402);
    expect(answer.body).toMatchObject({
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        setup_intent: { id: intent.id },
      },
    });
    const after = await stripe.setupIntents.retrieve(intent.id);
    expect(after).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      last_setup_error: { code: 'card_declined', type: 'card_error' },
    });
    expect(await customerMethods(customer.id)).toEqual([]);

    const retry = await local.provider.confirmSetupIntentFromBrowser(
      intent.id,
      cardForm(intent, { number: '4242424242424242' }),
    );
    expect(retry.body).toMatchObject({ status: 'succeeded', last_setup_error: null });
  });

  it("Stripe's declined cards are refused at setup, each with its own code, and leave nothing saved", async () => {
    for (const { number, error } of DECLINED_CARDS) {
      const { customer, intent } = await newIntent(`declined-${number}@example.com`);
      const answer = await local.provider.confirmSetupIntentFromBrowser(intent.id, cardForm(intent, { number }));
      expect(answer.status, number).toBe(402);
      const body = answer.body as { error: Record<string, unknown> };
      expect(body.error, number).toMatchObject({ ...error, type: 'card_error', setup_intent: { id: intent.id } });
      if (!('decline_code' in error)) expect(body.error, number).not.toHaveProperty('decline_code');
      expect(await stripe.setupIntents.retrieve(intent.id), number).toMatchObject({
        status: 'requires_payment_method',
        last_setup_error: { ...error, type: 'card_error' },
      });
      expect(await customerMethods(customer.id), number).toEqual([]);
    }
  });

  it('4000002500003155 asks for 3-D Secure; completing attaches the card, failing does not', async () => {
    const { customer, intent } = await newIntent('secure@example.com');
    const answer = await local.provider.confirmSetupIntentFromBrowser(
      intent.id,
      cardForm(intent, { number: '4000002500003155' }),
    );
    expect(answer.body).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'use_stripe_sdk', use_stripe_sdk: expect.any(Object) },
    });
    expect(await customerMethods(customer.id)).toEqual([]);
    const done = await local.provider.authenticateSetupIntentFromBrowser(intent.id, {
      client_secret: intent.client_secret,
      outcome: 'complete',
    });
    expect(done).toMatchObject({ status: 200, body: { status: 'succeeded', next_action: null } });
    expect(await customerMethods(customer.id)).toHaveLength(1);

    const other = await newIntent('secure-fail@example.com');
    await local.provider.confirmSetupIntentFromBrowser(
      other.intent.id,
      cardForm(other.intent, { number: '4000002500003155' }),
    );
    const failed = await local.provider.authenticateSetupIntentFromBrowser(other.intent.id, {
      client_secret: other.intent.client_secret,
      outcome: 'fail',
    });
    expect(failed.body).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      last_setup_error: { code: 'setup_intent_authentication_failure' },
    });
    expect(await customerMethods(other.customer.id)).toEqual([]);
  });

  it('validates card details like Stripe and checks the client secret', async () => {
    const { intent } = await newIntent('typos@example.com');
    const codeFor = async (card: Record<string, string>) => {
      const answer = await local.provider.confirmSetupIntentFromBrowser(intent.id, cardForm(intent, card));
      expect(answer.status).toBe(402);
      return (answer.body as { error: { type: string; code: string } }).error.code;
    };
    expect(await codeFor({ number: '4242424242424241' })).toBe('incorrect_number');
    expect(await codeFor({ number: '4242' })).toBe('invalid_number');
    expect(await codeFor({ number: '4242424242424242', exp_year: '2029' })).toBe('invalid_expiry_year');
    expect(await codeFor({ number: '4242424242424242', exp_year: '2030', exp_month: '5' })).toBe('expired_card');
    expect(await codeFor({ number: '4242424242424242', exp_month: '13' })).toBe('invalid_expiry_month');
    expect(await codeFor({ number: '4242424242424242', cvc: '12' })).toBe('invalid_cvc');
    expect((await stripe.setupIntents.retrieve(intent.id)).status).toBe('requires_payment_method');

    const wrongSecret = await local.provider.confirmSetupIntentFromBrowser(intent.id, {
      ...cardForm(intent, { number: '4242424242424242' }),
      client_secret: 'seti_x_secret_y',
    });
    expect(wrongSecret).toMatchObject({
      status: 400,
      body: { error: { type: 'invalid_request_error', param: 'client_secret' } },
    });
    expect((await local.provider.confirmSetupIntentFromBrowser('seti_missing', {})).status).toBe(404);
  });
});

describe('local payment provider: test cards on the server side', () => {
  it("Stripe's declined test PaymentMethods are refused when a SetupIntent is confirmed and when attached, as their cards are", async () => {
    const customer = await stripe.customers.create({ email: 'declined-methods@example.com' });
    for (const [id, number] of Object.entries(DECLINED_METHODS)) {
      const { error } = DECLINED_CARDS.find((card) => card.number === number)!;
      const confirmed = await stripe.setupIntents
        .create({ customer: customer.id, payment_method: id, confirm: true })
        .catch((caught: unknown) => caught);
      expect(confirmed, id).toBeInstanceOf(Stripe.errors.StripeCardError);
      expect((confirmed as Stripe.errors.StripeCardError).raw, id).toMatchObject({ ...error, type: 'card_error' });

      const attached = await stripe.paymentMethods
        .attach(id, { customer: customer.id })
        .catch((caught: unknown) => caught);
      expect(attached, id).toBeInstanceOf(Stripe.errors.StripeCardError);
      expect(attached, id).toMatchObject({ statusCode: 402, code: error.code, message: error.message });
    }
    expect(await customerMethods(customer.id)).toEqual([]);

    // The charge-failure ones attach, as Stripe's do; their charges fail later.
    for (const id of ['pm_card_chargeCustomerFail', 'pm_card_visa']) {
      expect((await stripe.paymentMethods.attach(id, { customer: customer.id })).customer, id).toBe(customer.id);
    }
    expect(await customerMethods(customer.id)).toHaveLength(2);
  });

  it('confirms a SetupIntent with test PaymentMethod ids, each a fresh method', async () => {
    const customer = await stripe.customers.create({ email: 'server@example.com' });
    const visa = await stripe.setupIntents.create({
      customer: customer.id,
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    expect(visa.status).toBe('succeeded');
    expect(visa.payment_method).toMatch(/^pm_(?!card_)/);
    const secure = await stripe.setupIntents.create({
      customer: customer.id,
      payment_method: 'pm_card_authenticationRequiredOnSetup',
      confirm: true,
    });
    expect(secure.status).toBe('requires_action');

    const declined = await stripe.setupIntents
      .create({ customer: customer.id, payment_method: 'pm_card_chargeDeclined', confirm: true })
      .catch((error: unknown) => error);
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(declined).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline', statusCode: 402 });
    expect(await customerMethods(customer.id)).toEqual([visa.payment_method]);
  });

  it('creates methods from test tokens, attaches, sets the default and detaches', async () => {
    const customer = await stripe.customers.create({ email: 'tokens@example.com' });
    const failing = await stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_chargeCustomerFail' } });
    expect(failing).toMatchObject({ customer: null, card: { last4: '0341' } });
    await stripe.paymentMethods.attach(failing.id, { customer: customer.id });

    const refused = await stripe.paymentMethods
      .attach('pm_card_chargeDeclined', { customer: customer.id })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(refused).toMatchObject({ code: 'card_declined' });
    const unattached = await stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } });
    const notOwn = await stripe.customers
      .update(customer.id, { invoice_settings: { default_payment_method: unattached.id } })
      .catch((error: unknown) => error);
    expect(notOwn).toMatchObject({ statusCode: 400, param: 'invoice_settings[default_payment_method]' });

    await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: failing.id } });
    expect(
      (await stripe.paymentMethods.list({ customer: customer.id, type: 'card' })).data.map((method) => method.id),
    ).toEqual([failing.id]);
    expect(await stripe.paymentMethods.detach(failing.id)).toMatchObject({ id: failing.id, customer: null });
    const after = (await stripe.customers.retrieve(customer.id)) as Stripe.Customer;
    expect(after.invoice_settings.default_payment_method).toBeNull();
    expect(await customerMethods(customer.id)).toEqual([]);
  });
});
