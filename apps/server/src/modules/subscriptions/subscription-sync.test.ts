import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createFakeBillingContext } from '../../../test/helpers/fake-billing-context.js';
import {
  DAY,
  DEVICE,
  lineObject,
  planOf,
  priceObject,
  subscriptionObject,
  USER,
  type SubscriptionFixture,
} from '../../../test/helpers/fake-billing/fixtures.js';
import type { ProviderPlan } from './provider-plans.js';
import { createSubscriptionSync } from './subscription-sync.js';

const monthly = planOf({ planId: 'gps-monthly', prices: { usd: 1000 } });
const premium = planOf({ planId: 'premium-monthly', type: 'tier', prices: { usd: 500 } });

/** The real sync on the fake provider and repository, with DEVICE as the provider's subscriptions name it. */
function setUp() {
  const billing = createFakeBillingContext({ plans: [monthly, premium] });
  const sync = createSubscriptionSync({
    stripe: billing.ctx.stripe,
    subscriptions: billing.ctx.subscriptions,
    clock: billing.clock,
    paymentActions: billing.ctx.paymentActions,
  });
  const start = billing.now() - 10 * DAY;
  /** A subscription of USER's DEVICE at the provider only, ten days into its period unless told otherwise. */
  const atProvider = (fixture: Partial<Omit<SubscriptionFixture, 'price'>> & { id: string; plan?: ProviderPlan }) => {
    const plan = fixture.plan ?? monthly;
    const subscription = subscriptionObject({
      start,
      periodEnd: start + 30 * DAY,
      ...fixture,
      price: priceObject(plan, 'usd'),
      metadata: fixture.metadata ?? { userId: USER, deviceId: DEVICE.id, planType: plan.type },
    });
    billing.provider.state.subscriptions.set(subscription.id, subscription);
    return subscription;
  };
  const lastPlanState = () => billing.subscriptions.planStates.at(-1)?.state;
  return { ...billing, sync, start, atProvider, lastPlanState };
}

describe('subscription sync: the row', () => {
  it('reads the subscription as the provider has it now, with its schedule, and stores it with the plan of its price', async () => {
    const { sync, provider, subscriptions, atProvider, clock } = setUp();
    atProvider({ id: 'sub_1', schedule: 'sub_sched_1' });
    provider.state.schedules.set('sub_sched_1', {
      id: 'sub_sched_1',
      object: 'subscription_schedule',
      status: 'active',
      phases: [],
    } as unknown as Stripe.SubscriptionSchedule);

    const answer = await sync('sub_1');

    expect(provider.calls).toEqual([
      { method: 'subscriptions.retrieve', id: 'sub_1', params: { expand: ['schedule'] } },
      { method: 'invoices.list', params: { subscription: 'sub_1', status: 'paid', limit: 100 } },
    ]);
    const row = subscriptions.rows.get('sub_1')!;
    expect(row).toMatchObject({
      id: 'sub_1',
      userId: USER,
      deviceId: DEVICE.id,
      planId: 'gps-monthly',
      status: 'active',
      provider: { id: 'sub_1', schedule: 'sub_sched_1' },
      schedule: { id: 'sub_sched_1', status: 'active' },
      paidCycles: 0,
      paidThrough: null,
      live: true,
      syncedAt: clock.now().getTime(),
    });
    expect(answer).toEqual(row);
  });

  it("names the plan by the price's plan metadata, else its lookup key, else the price's id", async () => {
    const { sync, subscriptions, atProvider } = setUp();
    const byLookupKey = atProvider({ id: 'sub_1' });
    byLookupKey.items.data[0]!.price.metadata = {};
    const byId = atProvider({ id: 'sub_2' });
    Object.assign(byId.items.data[0]!.price, { metadata: {}, lookup_key: null });
    await sync('sub_1');
    await sync('sub_2');
    expect(subscriptions.rows.get('sub_1')!.planId).toBe('gps-monthly_usd');
    expect(subscriptions.rows.get('sub_2')!.planId).toBe('price_gps-monthly_usd');
  });

  it('counts the periods paid for and the end of the last one paid or given as a trial', async () => {
    const { sync, subscriptions, atProvider, givenInvoice, start } = setUp();
    atProvider({ id: 'sub_1', periodStart: start + 30 * DAY, periodEnd: start + 60 * DAY });
    const period = (id: string, from: number) => lineObject({ id, amount: 1000, start: from, end: from + 30 * DAY });
    givenInvoice({
      id: 'in_trial',
      subscription: 'sub_1',
      status: 'paid',
      lines: [lineObject({ id: 'il_trial', amount: 0, start, end: start + 30 * DAY })],
    });
    givenInvoice({
      id: 'in_first',
      subscription: 'sub_1',
      status: 'paid',
      lines: [period('il_first', start + 30 * DAY)],
      amountPaid: 1000,
    });
    givenInvoice({
      id: 'in_next',
      subscription: 'sub_1',
      status: 'open',
      lines: [period('il_next', start + 60 * DAY)],
    });
    givenInvoice({
      id: 'in_other',
      subscription: 'sub_2',
      status: 'paid',
      lines: [period('il_other', start + 90 * DAY)],
      amountPaid: 1000,
    });

    await sync('sub_1');

    expect(subscriptions.rows.get('sub_1')).toMatchObject({ paidCycles: 1, paidThrough: start + 60 * DAY });
  });

  it('leaves a subscription Lodestar did not make (no user or device in its metadata) alone', async () => {
    const { sync, provider, subscriptions, atProvider } = setUp();
    atProvider({ id: 'sub_foreign', metadata: {} });
    expect(await sync('sub_foreign')).toBeUndefined();
    expect(provider.methods()).toEqual(['subscriptions.retrieve']);
    expect(subscriptions.rows.size).toBe(0);
    expect(subscriptions.planStates).toEqual([]);
  });
});

describe('subscription sync: the device policy', () => {
  const policy: [
    Stripe.Subscription.Status,
    boolean,
    'Active' | 'Suspended' | 'Inactive',
    'Active' | 'Inactive',
    'past_due' | 'unpaid' | null,
  ][] = [
    ['trialing', true, 'Active', 'Active', null],
    ['active', true, 'Active', 'Active', null],
    ['past_due', true, 'Active', 'Active', 'past_due'],
    ['unpaid', true, 'Suspended', 'Inactive', 'unpaid'],
    ['canceled', false, 'Inactive', 'Inactive', null],
    ['incomplete', false, 'Inactive', 'Inactive', null],
    ['incomplete_expired', false, 'Inactive', 'Inactive', null],
    ['paused', false, 'Inactive', 'Inactive', null],
  ];

  it.each(policy)(
    'a plan %s (live: %s) leaves the device %s, its eSIM %s, its payment issue %s',
    async (status, live, subscriptionStatus, esimStatus, paymentIssue) => {
      const { sync, subscriptions, atProvider, lastPlanState, start } = setUp();
      atProvider({ id: 'sub_1', status, trialEnd: status === 'trialing' ? start + 30 * DAY : null });

      await sync('sub_1');

      expect(subscriptions.rows.get('sub_1')).toMatchObject({ status, live });
      expect(subscriptions.planStates.map((entry) => entry.deviceId)).toEqual([DEVICE.id]);
      expect(lastPlanState()).toEqual({
        subscriptionStatus,
        esimStatus,
        paymentIssue,
        authenticationInvoiceId: null,
        trialUsed: status === 'trialing',
      });
    },
  );

  it('marks the trial used for any plan that had one, and never marks it for a plan that had none', async () => {
    const { sync, atProvider, lastPlanState, start } = setUp();
    atProvider({ id: 'sub_1', status: 'canceled', trialEnd: start + 7 * DAY });
    await sync('sub_1');
    expect(lastPlanState()).toMatchObject({ trialUsed: true });
    atProvider({ id: 'sub_2', status: 'active', trialEnd: null });
    await sync('sub_2');
    expect(lastPlanState()).toMatchObject({ trialUsed: false });
  });

  it('keeps a paused plan covering the period paid before the pause, and suspends the line from the first unpaid one', async () => {
    const { sync, atProvider, givenInvoice, lastPlanState, start } = setUp();
    const paidThrough = start + 30 * DAY;
    givenInvoice({
      id: 'in_1',
      subscription: 'sub_1',
      status: 'paid',
      lines: [lineObject({ id: 'il_1', amount: 1000, start, end: paidThrough })],
      amountPaid: 1000,
    });
    const pause = { behavior: 'void' as const, resumes_at: start + 120 * DAY };

    atProvider({ id: 'sub_1', pauseCollection: pause, periodStart: start, periodEnd: paidThrough });
    await sync('sub_1');
    expect(lastPlanState()).toEqual({
      subscriptionStatus: 'Active',
      esimStatus: 'Active',
      paymentIssue: null,
      authenticationInvoiceId: null,
      trialUsed: false,
    });

    // The provider's period moves on into the pause, which nothing paid for.
    atProvider({ id: 'sub_1', pauseCollection: pause, periodStart: paidThrough, periodEnd: paidThrough + 30 * DAY });
    await sync('sub_1');
    expect(lastPlanState()).toEqual({
      subscriptionStatus: 'Suspended',
      esimStatus: 'Inactive',
      paymentIssue: null,
      authenticationInvoiceId: null,
      trialUsed: false,
    });
  });

  it('suspends a paused plan of which no period was paid for or given as a trial', async () => {
    const { sync, atProvider, lastPlanState, start } = setUp();
    atProvider({ id: 'sub_1', pauseCollection: { behavior: 'void', resumes_at: start + 120 * DAY } });
    await sync('sub_1');
    expect(lastPlanState()).toMatchObject({ subscriptionStatus: 'Suspended', esimStatus: 'Inactive' });
  });

  it("lets no Premium (tier) plan keep the device's line, though the tier plan's payment issue shows", async () => {
    const alone = setUp();
    alone.atProvider({ id: 'sub_tier', plan: premium });
    await alone.sync('sub_tier');
    expect(alone.lastPlanState()).toEqual({
      subscriptionStatus: 'Inactive',
      esimStatus: 'Inactive',
      paymentIssue: null,
      authenticationInvoiceId: null,
      trialUsed: false,
    });

    const beside = setUp();
    beside.atProvider({ id: 'sub_line' });
    beside.atProvider({ id: 'sub_tier', plan: premium, status: 'past_due' });
    await beside.sync('sub_line');
    await beside.sync('sub_tier');
    expect(beside.lastPlanState()).toEqual({
      subscriptionStatus: 'Active',
      esimStatus: 'Active',
      paymentIssue: 'past_due',
      authenticationInvoiceId: null,
      trialUsed: false,
    });
  });

  it('decides on every live plan of the device: one ending leaves the line to another that stands; the worse payment issue shows', async () => {
    const { sync, atProvider, lastPlanState } = setUp();
    atProvider({ id: 'sub_a', status: 'past_due' });
    atProvider({ id: 'sub_b', status: 'unpaid' });
    await sync('sub_a');
    await sync('sub_b');
    expect(lastPlanState()).toEqual({
      subscriptionStatus: 'Active',
      esimStatus: 'Active',
      paymentIssue: 'unpaid',
      authenticationInvoiceId: null,
      trialUsed: false,
    });

    atProvider({ id: 'sub_a', status: 'canceled' });
    await sync('sub_a');
    expect(lastPlanState()).toEqual({
      subscriptionStatus: 'Suspended',
      esimStatus: 'Inactive',
      paymentIssue: 'unpaid',
      authenticationInvoiceId: null,
      trialUsed: false,
    });

    atProvider({ id: 'sub_b', status: 'canceled' });
    await sync('sub_b');
    expect(lastPlanState()).toEqual({
      subscriptionStatus: 'Inactive',
      esimStatus: 'Inactive',
      paymentIssue: null,
      authenticationInvoiceId: null,
      trialUsed: false,
    });
  });
});
