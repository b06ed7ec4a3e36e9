import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/adapters/payments/local-provider/store.js';
import { createClaimsRepository } from '../../src/db/claims.js';
import { localStripeObjects } from '../../src/db/schema/index.js';
import { FakeClock } from '../helpers/fake-clock.js';
import {
  closeLocalProvider,
  failure,
  openLocalProvider,
  type LocalProviderUnderTest,
} from '../helpers/local-provider.js';

/**
 * The local provider serves requests at once, as Stripe does, and answers what Stripe answers when they meet: an
 * Idempotency-Key still in flight (409), an object another request changed meanwhile (429 lock_timeout), and the rate
 * limiter when the operator's switch asks for it (429 rate_limit). On the PostgreSQL server the requests truly
 * interleave; the embedded database runs their transactions one at a time.
 */
let local: LocalProviderUnderTest;
let stripe: Stripe;
const clock = new FakeClock();
beforeAll(async () => {
  local = await openLocalProvider({ clock });
  stripe = local.stripe;
});
afterAll(() => closeLocalProvider(local));

/** The SDK on the same provider, retrying as the server's does. */
const retrying = () =>
  new Stripe(local.provider.secretKey, {
    httpClient: Stripe.createFetchHttpClient(local.provider.fetch),
    maxNetworkRetries: 2,
  });

describe('requests at once', () => {
  it('changes of one customer at once are each kept or refused with lock_timeout, never lost', async () => {
    const customer = await stripe.customers.create({ email: 'many@example.com' });
    const keys = Array.from({ length: 6 }, (_, index) => `change${index}`);
    const answers = await Promise.allSettled(
      keys.map((key) => stripe.customers.update(customer.id, { metadata: { [key]: 'kept' } })),
    );

    const kept = keys.filter((_, index) => answers[index]!.status === 'fulfilled');
    for (const answer of answers) {
      if (answer.status === 'rejected')
        expect(answer.reason).toMatchObject({ statusCode: 429, code: 'lock_timeout', type: 'StripeRateLimitError' });
    }
    expect(kept.length).toBeGreaterThan(0);
    const after = await stripe.customers.retrieve(customer.id);
    expect(Object.keys((after as Stripe.Customer).metadata).sort()).toEqual(kept.sort());
  });

  it('a save over a version another request wrote is refused with lock_timeout and changes nothing', async () => {
    const customer = await stripe.customers.create({ email: 'stale@example.com', metadata: { step: 'first' } });
    const refused = await local.database.db
      .transaction(async (tx) => {
        const store = await openStore(tx, clock);
        const read = await store.get('customer', customer.id);
        // Another writer replaces the row after this request read it.
        await tx
          .update(localStripeObjects)
          .set({ data: sql`data` })
          .where(eq(localStripeObjects.id, customer.id));
        await store.save({ ...read, metadata: { step: 'stale' } });
      })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 429, type: 'invalid_request_error', details: { code: 'lock_timeout' } });
    expect((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({
      metadata: { step: 'first' },
    });
  });
});

describe('Idempotency-Keys in flight', () => {
  const KEY = 'double-click-1';
  const claims = () => createClaimsRepository(local.database.db);

  it('a second request with a key whose first is still running gets Stripe’s 409, and nothing is made', async () => {
    await claims().lease(`local-stripe:idempotency:${KEY}`, 'first-request', 300);
    const before = (await stripe.customers.list({ limit: 100 })).data.length;

    const refused = await failure(stripe.customers.create({ email: 'twice@example.com' }, { idempotencyKey: KEY }));
    expect(refused.statusCode).toBe(409);
    expect(refused.raw).toMatchObject({
      type: 'invalid_request_error',
      code: 'idempotency_key_in_use',
      message: expect.stringContaining(`still going through): ${KEY}.`),
    });
    expect((await stripe.customers.list({ limit: 100 })).data).toHaveLength(before);
    await claims().endLease(`local-stripe:idempotency:${KEY}`, 'first-request');
  });

  // Waits out one of the SDK's retry delays (half a second).
  it('the SDK retries the 409 and gets the first request’s answer once it is done', async () => {
    const first = await stripe.customers.create({ email: 'once@example.com' }, { idempotencyKey: `${KEY}-b` });
    await claims().lease(`local-stripe:idempotency:${KEY}-b`, 'retry-of-first', 300);
    setTimeout(() => void claims().endLease(`local-stripe:idempotency:${KEY}-b`, 'retry-of-first'), 100);

    const again = await retrying().customers.create({ email: 'once@example.com' }, { idempotencyKey: `${KEY}-b` });
    expect(again.id).toBe(first.id);
    expect(new Headers(again.lastResponse.headers as unknown as Headers).get('idempotent-replayed')).toBe('true');
    expect((await stripe.customers.list({ email: 'once@example.com' })).data).toHaveLength(1);
  });
});

describe("the operator's switch", () => {
  it('is off by default; when turned, the next requests get Stripe’s 429 rate_limit with Retry-After, then all is as before', async () => {
    expect((await stripe.customers.list({ limit: 1 })).object).toBe('list');
    local.provider.refuseNextRequests(2, 'rate_limit');
    for (let index = 0; index < 2; index += 1) {
      const limited = await failure(stripe.customers.list({ limit: 1 }));
      expect(limited).toBeInstanceOf(Stripe.errors.StripeRateLimitError);
      expect(limited.raw).toMatchObject({ type: 'invalid_request_error', code: 'rate_limit' });
      expect(limited.headers).toMatchObject({ 'retry-after': '1' });
    }
    expect((await stripe.customers.list({ limit: 1 })).object).toBe('list');
  });

  // Waits out one of the SDK's retry delays (half a second).
  it('a lock_timeout says Stripe-Should-Retry, so the SDK repeats the request with its key and it is done once', async () => {
    local.provider.refuseNextRequests(1, 'lock_timeout');
    const refused = await failure(stripe.customers.create({ email: 'locked@example.com' }));
    expect(refused).toMatchObject({ statusCode: 429, code: 'lock_timeout' });
    expect(refused.headers).toMatchObject({ 'stripe-should-retry': 'true' });

    local.provider.refuseNextRequests(1, 'lock_timeout');
    const made = await retrying().customers.create({ email: 'locked@example.com' });
    expect(made.object).toBe('customer');
    expect((await stripe.customers.list({ email: 'locked@example.com' })).data.map((customer) => customer.id)).toEqual([
      made.id,
    ]);
  });
});
