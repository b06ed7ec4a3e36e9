import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeLocalProvider, openLocalProvider, type LocalProviderUnderTest } from '../helpers/local-provider.js';

const secret = 'whsec_events_test';
let local: LocalProviderUnderTest;
let stripe: Stripe;
/** What the webhook endpoint answers next: accept, refuse, or fail. */
let endpoint: 'accept' | 'refuse' | 'throw' = 'accept';
let offered: { payload: string; header: string }[] = [];
let backgroundTasks: (() => Promise<void>)[] = [];

beforeAll(async () => {
  local = await openLocalProvider({
    webhookSecret: secret,
    deliver: async (payload: string, header: string) => {
      offered.push({ payload, header });
      if (endpoint === 'throw') throw new Error('endpoint down');
      return endpoint === 'accept';
    },
    background: (task: () => Promise<void>) => void backgroundTasks.push(task),
  });
  stripe = local.stripe;
});

beforeEach(async () => {
  endpoint = 'accept';
  await local.provider.deliverPendingEvents();
  offered = [];
  backgroundTasks = [];
});

afterAll(() => closeLocalProvider(local));

const verified = (offer: { payload: string; header: string }) =>
  stripe.webhooks.constructEvent(offer.payload, offer.header, secret);

describe('local payment provider: events', () => {
  it('delivers each event once, signed so that constructEvent accepts it, through the background runner', async () => {
    const customer = await stripe.customers.create({ email: 'events@example.com' });
    await stripe.customers.update(customer.id, { name: 'Events' });
    expect(offered).toEqual([]);
    expect(backgroundTasks).toHaveLength(2);
    await Promise.all(backgroundTasks.map((task) => task()));

    const events = offered.map(verified);
    expect(events.map((event) => event.type)).toEqual(['customer.created', 'customer.updated']);
    expect(events[0]!.data.object).toMatchObject({ id: customer.id, email: 'events@example.com' });
    expect(events[1]!.data.previous_attributes).toEqual({ name: null });
    expect(offered[0]!.header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(() => stripe.webhooks.constructEvent(offered[0]!.payload, offered[0]!.header, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );

    await local.provider.deliverPendingEvents();
    expect(offered).toHaveLength(2);
    await stripe.customers.retrieve(customer.id);
    expect(backgroundTasks).toHaveLength(2);
  });

  it('keeps an event the endpoint refused or failed on, and offers it again on the next run', async () => {
    endpoint = 'refuse';
    const customer = await stripe.customers.create({ email: 'refused@example.com' });
    await local.provider.deliverPendingEvents();
    expect(offered.map((offer) => verified(offer).type)).toEqual(['customer.created']);

    endpoint = 'throw';
    await stripe.customers.update(customer.id, { name: 'Second' });
    await local.provider.deliverPendingEvents();
    expect(offered.map((offer) => verified(offer).type)).toEqual([
      'customer.created',
      'customer.created',
      'customer.updated',
    ]);

    endpoint = 'accept';
    await local.provider.deliverPendingEvents();
    expect(offered.slice(3).map((offer) => verified(offer).type)).toEqual(['customer.created', 'customer.updated']);
    await local.provider.deliverPendingEvents();
    expect(offered).toHaveLength(5);
  });

  it('advances the provider clock, directly or through a test clock, and delivers what it raised', async () => {
    const before = await local.provider.now();
    expect(await local.provider.advanceClock(86_400)).toEqual({ now: before + 86_400 });
    expect(await local.provider.now()).toBe(before + 86_400);
    expect((await stripe.customers.create({ email: 'later@example.com' })).created).toBeGreaterThanOrEqual(
      before + 86_400,
    );

    const testClock = await stripe.testHelpers.testClocks.create({ frozen_time: before, name: 'renewals' });
    expect(testClock).toMatchObject({
      object: 'test_helpers.test_clock',
      status: 'ready',
      frozen_time: before,
      name: 'renewals',
    });
    const advanced = await stripe.testHelpers.testClocks.advance(testClock.id, { frozen_time: before + 3600 });
    expect(advanced).toMatchObject({ status: 'ready', frozen_time: before + 3600 });
    expect(await local.provider.now()).toBe(before + 86_400 + 3600);
    const backwards = await stripe.testHelpers.testClocks
      .advance(testClock.id, { frozen_time: before })
      .catch((error: unknown) => error);
    expect(backwards).toMatchObject({ statusCode: 400, param: 'frozen_time' });

    await local.provider.deliverPendingEvents();
    expect(offered.map((offer) => verified(offer).type)).toEqual(
      expect.arrayContaining([
        'test_helpers.test_clock.created',
        'test_helpers.test_clock.advancing',
        'test_helpers.test_clock.ready',
      ]),
    );
    expect(await stripe.testHelpers.testClocks.del(testClock.id)).toMatchObject({ id: testClock.id, deleted: true });
    await expect(local.provider.advanceClock(-5)).rejects.toThrow(RangeError);
  });
});
