import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeLocalProvider, failure, openLocalProvider, type LocalProviderUnderTest } from '../helpers/local-provider.js';

let local: LocalProviderUnderTest;
let stripe: Stripe;

beforeAll(async () => {
  local = await openLocalProvider({ webhookSecret: 'whsec_api' });
  stripe = local.stripe;
});

afterAll(() => closeLocalProvider(local));

describe('local payment provider: the API as the stripe SDK sees it', () => {
  it('creates, retrieves, updates, lists and deletes customers', async () => {
    const created = await stripe.customers.create({
      email: 'ada@example.com',
      name: 'Ada',
      metadata: { user: 'u1', plan: 'free' },
    });
    expect(created).toMatchObject({
      object: 'customer',
      email: 'ada@example.com',
      name: 'Ada',
      livemode: false,
      metadata: { user: 'u1', plan: 'free' },
    });
    expect(created.id).toMatch(/^cus_/);
    expect(created.lastResponse.requestId).toMatch(/^req_/);

    const updated = await stripe.customers.update(created.id, {
      metadata: { plan: '', tier: 'gold' },
      address: { line1: '1 Main St', city: 'Springfield', country: 'US' },
      name: 'Ada L.',
    });
    expect(updated.metadata).toEqual({ user: 'u1', tier: 'gold' });
    expect(updated.address).toMatchObject({
      line1: '1 Main St',
      city: 'Springfield',
      country: 'US',
      postal_code: null,
    });
    expect((await stripe.customers.retrieve(created.id)) as Stripe.Customer).toMatchObject({
      name: 'Ada L.',
      email: 'ada@example.com',
    });

    const listed = await stripe.customers.list({ email: 'ada@example.com' });
    expect(listed).toMatchObject({ object: 'list', url: '/v1/customers', has_more: false });
    expect(listed.data.map((customer) => customer.id)).toEqual([created.id]);

    expect(await stripe.customers.del(created.id)).toMatchObject({ id: created.id, object: 'customer', deleted: true });
    expect(await stripe.customers.retrieve(created.id)).toMatchObject({ id: created.id, deleted: true });
    expect((await stripe.customers.list({ email: 'ada@example.com' })).data).toEqual([]);
    const error = await failure(stripe.customers.update(created.id, { name: 'Gone' }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('pages lists both ways with starting_after and ending_before', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 23; index += 1)
      ids.push((await stripe.customers.create({ email: 'page@example.com', metadata: { index: String(index) } })).id);
    const newestFirst = [...ids].reverse();

    const first = await stripe.customers.list({ email: 'page@example.com', limit: 10 });
    const second = await stripe.customers.list({
      email: 'page@example.com',
      limit: 10,
      starting_after: first.data.at(-1)!.id,
    });
    const third = await stripe.customers.list({
      email: 'page@example.com',
      limit: 10,
      starting_after: second.data.at(-1)!.id,
    });
    expect([first, second, third].map((page) => [page.data.length, page.has_more])).toEqual([
      [10, true],
      [10, true],
      [3, false],
    ]);
    expect([...first.data, ...second.data, ...third.data].map((customer) => customer.id)).toEqual(newestFirst);

    const back = await stripe.customers.list({
      email: 'page@example.com',
      limit: 10,
      ending_before: third.data[0]!.id,
    });
    expect(back.data.map((customer) => customer.id)).toEqual(second.data.map((customer) => customer.id));
    expect(back.has_more).toBe(true);
    const start = await stripe.customers.list({
      email: 'page@example.com',
      limit: 10,
      ending_before: back.data[0]!.id,
    });
    expect(start.data.map((customer) => customer.id)).toEqual(first.data.map((customer) => customer.id));
    expect(start.has_more).toBe(false);

    const all = await stripe.customers.list({ email: 'page@example.com', limit: 4 }).autoPagingToArray({ limit: 100 });
    expect(all.map((customer) => customer.id)).toEqual(newestFirst);
  });

  it('replays an idempotent request and refuses the key for other parameters', async () => {
    const first = await stripe.customers.create({ email: 'once@example.com' }, { idempotencyKey: 'signup-42' });
    const again = await stripe.customers.create({ email: 'once@example.com' }, { idempotencyKey: 'signup-42' });
    expect(again.id).toBe(first.id);
    // With the fetch HTTP client, `lastResponse` is the fetch Response itself.
    const replayed = (answer: Stripe.Response<Stripe.Customer>) =>
      new Headers(answer.lastResponse.headers as unknown as Headers).get('idempotent-replayed');
    expect(replayed(again)).toBe('true');
    expect(replayed(first)).toBeNull();
    expect((await stripe.customers.list({ email: 'once@example.com' })).data).toHaveLength(1);

    const error = await failure(
      stripe.customers.create({ email: 'other@example.com' }, { idempotencyKey: 'signup-42' }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error.statusCode).toBe(400);
    expect(error.message).toMatch(
      /^Keys for idempotent requests can only be used with the same parameters they were first used with\./,
    );
  });

  it("answers Stripe's error shapes", async () => {
    const missing = await failure(stripe.customers.retrieve('cus_nothing'));
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'id',
      message: "No such customer: 'cus_nothing'",
    });

    const badInteger = await failure(stripe.customers.create({ balance: 'lots' as unknown as number }));
    expect(badInteger).toMatchObject({ statusCode: 400, code: 'parameter_invalid_integer', param: 'balance' });
    const unknown = await failure(stripe.customers.create({ nickname: 'x' } as Stripe.CustomerCreateParams));
    expect(unknown).toMatchObject({
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'nickname',
      message: 'Received unknown parameter: nickname',
    });
    const required = await failure(stripe.products.create({} as Stripe.ProductCreateParams));
    expect(required).toMatchObject({ code: 'parameter_missing', param: 'name' });

    const unrecognized = await failure(stripe.rawRequest('GET', '/v1/nothing_here'));
    expect(unrecognized).toMatchObject({
      statusCode: 404,
      message: expect.stringMatching(/^Unrecognized request URL \(GET: \/v1\/nothing_here\)/),
    });

    const noKey = await local.provider.fetch('https://api.stripe.local/v1/customers', { method: 'GET' });
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toMatchObject({ error: { type: 'invalid_request_error' } });

    // Only its own key: any other secret key is refused as Stripe refuses one, by its prefix and last four characters.
    for (const [key, shown] of [
      ['sk_test_local', 'sk_test_*ocal'],
      ['sk_live_51H0aBcDeF1234', 'sk_live_**********1234'],
      ['rk_test_abcd', 'rk_test_abcd'],
    ]) {
      const other = await local.provider.fetch('https://api.stripe.local/v1/customers', {
        method: 'GET',
        headers: { authorization: `Bearer ${key}` },
      });
      expect(other.status).toBe(401);
      expect(await other.json()).toEqual({ error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${shown}` } });
    }
    const publishable = await local.provider.fetch('https://api.stripe.local/v1/customers', {
      method: 'GET',
      headers: { authorization: 'Bearer pk_test_local' },
    });
    expect(publishable.status).toBe(401);
  });

  it('expands ids on dotted paths, in objects and in lists, and never answers private data', async () => {
    const product = await stripe.products.create({ name: 'Tracker plan' });
    await stripe.prices.create({
      product: product.id,
      currency: 'eur',
      unit_amount: 499,
      recurring: { interval: 'month' },
    });
    const prices = await stripe.prices.list({ product: product.id, expand: ['data.product'] });
    expect((prices.data[0]!.product as Stripe.Product).name).toBe('Tracker plan');

    const customer = await stripe.customers.create({ email: 'expand@example.com' });
    const intent = await stripe.setupIntents.create({
      customer: customer.id,
      payment_method: 'pm_card_chargeCustomerFail',
      confirm: true,
    });
    const expanded = await stripe.setupIntents.retrieve(intent.id, { expand: ['payment_method.customer'] });
    const method = expanded.payment_method as Stripe.PaymentMethod;
    expect(method.card?.last4).toBe('0341');
    expect((method.customer as Stripe.Customer).email).toBe('expand@example.com');
    expect(JSON.stringify(expanded)).not.toContain('"_local"');

    await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: method.id } });
    const withDefault = (await stripe.customers.retrieve(customer.id, {
      expand: ['invoice_settings.default_payment_method'],
    })) as Stripe.Customer;
    expect((withDefault.invoice_settings.default_payment_method as Stripe.PaymentMethod).id).toBe(method.id);

    const wrong = await failure(stripe.customers.retrieve(customer.id, { expand: ['no_such_field'] }));
    expect(wrong).toMatchObject({ statusCode: 400, message: 'This property cannot be expanded (no_such_field).' });
  });
});
