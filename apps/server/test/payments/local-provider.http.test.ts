import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { LOCAL_STRIPE_PREFIX } from '../../src/adapters/payments/index.js';
import { failure } from '../helpers/local-provider.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * The local provider's Stripe API over HTTP: any Stripe client library on this machine reaches it under
 * `/local-stripe/v1/…` with the provider's secret key; remote clients and production never do.
 */

const REMOTE = '203.0.113.7';

/** stripe-node pointed at this server: its requests to `/v1/…` go to the provider's prefix on `baseUrl`. */
function stripeNodeFor(baseUrl: string, key: string): Stripe {
  const { hostname, port } = new URL(baseUrl);
  return new Stripe(key, {
    host: hostname,
    port,
    protocol: 'http',
    maxNetworkRetries: 0,
    httpClient: Stripe.createFetchHttpClient((url, init) =>
      fetch(String(url).replace(/^(https?:\/\/[^/]+)\/v1\//, `$1${LOCAL_STRIPE_PREFIX}/`), init),
    ),
  });
}

describe("the local provider's Stripe API over HTTP", () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  it('is outside production, where the web app shows no test-payments banner', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({
      paymentsSimulated: false,
    });
  });

  it('answers stripe-node on this machine with the secret key: a customer made, listed and read back, and Stripe’s errors', async () => {
    const stripe = stripeNodeFor(baseUrl, t.app.payments.local!.secretKey);
    const email = `http-${Date.now()}@example.com`;
    const made = await stripe.customers.create({ email, metadata: { tool: 'outside' } });
    expect(made).toMatchObject({ object: 'customer', email, metadata: { tool: 'outside' } });

    const listed = await stripe.customers.list({ email, limit: 3 });
    expect(listed.data.map((customer) => customer.id)).toEqual([made.id]);
    // The server's own SDK, in process, sees the same provider.
    expect((await t.app.payments.stripe.customers.retrieve(made.id)).id).toBe(made.id);

    const missing = await failure(stripe.customers.retrieve('cus_nobody'));
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing.statusCode).toBe(404);
    expect(missing.raw).toMatchObject({
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: "No such customer: 'cus_nobody'",
    });
    expect(missing.requestId).toMatch(/^req_/);
  });

  it('refuses any other key with Stripe’s 401, naming the key by its prefix and last four characters', async () => {
    const wrong = 'sk_test_51NotTheProvidersKeyAtAll9876';
    const refused = await failure(stripeNodeFor(baseUrl, wrong).customers.list());
    expect(refused).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(refused.statusCode).toBe(401);
    expect(refused.raw).toMatchObject({
      type: 'invalid_request_error',
      message: `Invalid API Key provided: sk_test_${'*'.repeat(wrong.length - 'sk_test_'.length - 4)}9876`,
    });

    const bare = await fetch(`${baseUrl}${LOCAL_STRIPE_PREFIX}/customers`);
    expect(bare.status).toBe(401);
    expect(((await bare.json()) as { error: { message: string } }).error.message).toMatch(
      /^You did not provide an API key/,
    );
    // Stripe's plain form, as curl sends it.
    const curlLike = await fetch(`${baseUrl}${LOCAL_STRIPE_PREFIX}/customers`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${t.app.payments.local!.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'email=curl%40example.com&metadata[from]=curl',
    });
    expect(curlLike.status).toBe(200);
    expect(await curlLike.json()).toMatchObject({
      object: 'customer',
      email: 'curl@example.com',
      metadata: { from: 'curl' },
    });
  });

  it('is not there for a remote client, nor for a proxy on this machine passing one on, key or not', async () => {
    const authorization = `Bearer ${t.app.payments.local!.secretKey}`;
    const before = (await t.app.payments.stripe.customers.list({ limit: 100 })).data.length;
    const calls = [
      { remoteAddress: REMOTE, headers: {} },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': REMOTE } },
      { remoteAddress: '127.0.0.1', headers: { forwarded: `for=${REMOTE}` } },
    ];
    for (const { remoteAddress, headers } of calls) {
      for (const request of [
        { method: 'GET' as const, url: `${LOCAL_STRIPE_PREFIX}/customers` },
        { method: 'POST' as const, url: `${LOCAL_STRIPE_PREFIX}/customers`, payload: 'email=remote%40example.com' },
      ]) {
        const answer = await t.app.inject({
          ...request,
          remoteAddress,
          headers: { ...headers, authorization, 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(answer.statusCode, `${request.method} from ${remoteAddress} ${JSON.stringify(headers)}`).toBe(404);
        expect(answer.json()).toMatchObject({ success: false });
      }
    }
    expect((await t.app.payments.stripe.customers.list({ limit: 100 })).data).toHaveLength(before);
  });
});

describe('in production', () => {
  it('is not there, even on this machine with the key, while the card form’s routes still serve', async () => {
    const t = await createTestApp({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local', PAYMENTS_SIMULATED: '1' });
    try {
      const authorization = `Bearer ${t.app.payments.local!.secretKey}`;
      const answer = await t.app.inject({
        method: 'GET',
        url: `${LOCAL_STRIPE_PREFIX}/customers`,
        remoteAddress: '127.0.0.1',
        headers: { authorization },
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ success: false });

      const cardForm = await t.app.inject({
        method: 'POST',
        url: `${LOCAL_STRIPE_PREFIX}/setup_intents/seti_unknown/confirm`,
        remoteAddress: REMOTE,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'client_secret=seti_unknown_secret_x',
      });
      expect(cardForm.statusCode).toBe(404);
      expect(cardForm.json()).toMatchObject({ error: { code: 'resource_missing' } });
      // The web app is told to show its test-payments banner on every page.
      const config = await t.app.inject({ method: 'GET', url: '/api/config' });
      expect(config.json()).toMatchObject({ paymentsSimulated: true });
    } finally {
      await t.close();
    }
  });
});
