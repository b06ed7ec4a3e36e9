import Stripe from 'stripe';
import { billingMessages } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { createFakeBillingContext, refusal, type FakeBilling } from '../../../test/helpers/fake-billing-context.js';
import { DAY, invoiceObject, lineObject, planOf, START } from '../../../test/helpers/fake-billing/fixtures.js';
import { cardDeclined } from '../../../test/helpers/fake-billing/provider.js';
import { ConflictError, ValidationError } from '../../errors.js';
import { changePlan, previewChange } from './plan-change.js';
import type { ProviderPlan } from './provider-plans.js';

// Per day: monthly 1000 / 30 = 33.3 cents; quarterly 3300 / 90 = 36.7 (dearer); yearly 9900 / 365 = 27.1 (cheaper,
// though its price is the largest).
const monthly = planOf({ planId: 'gps-monthly', prices: { usd: 1000, eur: 900 } });
const quarterly = planOf({ planId: 'gps-quarterly', duration: 'quarterly', prices: { usd: 3300, eur: 3000 } });
const yearly = planOf({ planId: 'gps-yearly', duration: 'yearly', prices: { usd: 9900, eur: 8900 } });

/** The fake clock's start in provider seconds, for fixtures written before a context exists. */
const T0 = Math.floor(START.getTime() / 1000);

/** A monthly plan ten days into its period, and the context it lives in. */
function setUp(
  fixture: Partial<Parameters<FakeBilling['givenSubscription']>[0]> = {},
  row: Parameters<FakeBilling['givenSubscription']>[1] = {},
) {
  const billing = createFakeBillingContext({ plans: [monthly, quarterly, yearly] });
  const { now } = billing;
  const current = billing.givenSubscription(
    { id: 'sub_1', plan: monthly, start: now() - 10 * DAY, periodEnd: now() + 20 * DAY, ...fixture },
    { paidCycles: 1, ...row },
  );
  return { ...billing, current, periodStart: now() - 10 * DAY, periodEnd: now() + 20 * DAY };
}

describe('previewChange', () => {
  it('takes a yearly plan that costs less per day for a downgrade, though its price is larger: nothing due now, effective at the period end', async () => {
    const { ctx, provider, current, periodEnd } = setUp();
    expect(await previewChange(ctx, current, yearly)).toEqual({
      isUpgrade: false,
      currency: 'usd',
      amountDue: 0,
      subtotal: 0,
      tax: 0,
      lines: [],
      effectiveAt: periodEnd,
    });
    expect(provider.calls).toEqual([]);
  });

  it("previews an upgrade from the provider's prorated invoice of the new price, dated by the provider's proration date", async () => {
    const { ctx, provider, current, now } = setUp();
    const preview = invoiceObject({
      id: 'upcoming',
      status: 'draft',
      subscription: 'sub_1',
      lines: [
        lineObject({
          id: 'il_unused',
          amount: -667,
          description: 'Unused time on gps-monthly',
          start: now(),
          end: now() + 20 * DAY,
        }),
        lineObject({
          id: 'il_remaining',
          amount: 2200,
          description: 'Remaining time on gps-quarterly',
          start: now(),
          end: now() + 20 * DAY,
        }),
      ],
      total: 1686,
      created: now() + 5,
    });
    preview.total_taxes = [{ amount: 153 } as Stripe.Invoice.TotalTax];
    preview.parent!.subscription_details!.subscription_proration_date = now();
    provider.answer('invoices.createPreview', () => preview);

    expect(await previewChange(ctx, current, quarterly)).toEqual({
      isUpgrade: true,
      currency: 'usd',
      amountDue: 1686,
      subtotal: 1533,
      tax: 153,
      lines: [
        { description: 'Unused time on gps-monthly', amount: -667 },
        { description: 'Remaining time on gps-quarterly', amount: 2200 },
      ],
      effectiveAt: now(),
    });
    expect(provider.calls).toEqual([
      {
        method: 'invoices.createPreview',
        params: {
          customer: 'cus_1',
          subscription: 'sub_1',
          subscription_details: {
            items: [{ id: 'si_sub_1', price: 'price_gps-quarterly_usd' }],
            proration_behavior: 'always_invoice',
          },
        },
      },
    ]);
  });

  it('dates the preview by the invoice when the provider gives no proration date', async () => {
    const { ctx, provider, current, now } = setUp();
    provider.answer('invoices.createPreview', () =>
      invoiceObject({ id: 'upcoming', status: 'draft', lines: [], created: now() + 7 }),
    );
    expect((await previewChange(ctx, current, quarterly)).effectiveAt).toBe(now() + 7);
  });

  it('previews a change during a trial as an upgrade that ends the trial, even to a plan cheaper per day', async () => {
    const { ctx, provider, current, now } = setUp({ status: 'trialing', trialEnd: T0 + 20 * DAY });
    provider.answer('invoices.createPreview', () =>
      invoiceObject({
        id: 'upcoming',
        status: 'draft',
        lines: [lineObject({ id: 'il', amount: 9900, start: now(), end: now() })],
      }),
    );
    const preview = await previewChange(ctx, current, yearly);
    expect(preview).toMatchObject({ isUpgrade: true, amountDue: 9900 });
    expect(provider.callsOf('invoices.createPreview')[0]!.params).toMatchObject({
      subscription_details: {
        items: [{ id: 'si_sub_1', price: 'price_gps-yearly_usd' }],
        proration_behavior: 'always_invoice',
        trial_end: 'now',
      },
    });
  });

  it("prices the new plan in the subscription's currency", async () => {
    const { ctx, current, periodEnd } = setUp({ currency: 'eur' });
    expect(await previewChange(ctx, current, yearly)).toMatchObject({
      isUpgrade: false,
      currency: 'eur',
      effectiveAt: periodEnd,
    });
  });
});

describe('changePlan refusals', () => {
  const cases: [string, Parameters<typeof setUp>, ProviderPlan, string][] = [
    ['the same plan', [], monthly, billingMessages.samePlan],
    ['an unpaid plan', [{ status: 'unpaid' }], quarterly, billingMessages.planUnpaid],
    [
      'a paused plan',
      [{ pauseCollection: { behavior: 'void', resumes_at: T0 + 60 * DAY } }],
      quarterly,
      billingMessages.changeNotNow,
    ],
    ['a plan set to cancel', [{ cancelAtPeriodEnd: true }], quarterly, billingMessages.changeNotNow],
    [
      'a trial set to cancel',
      [{ status: 'trialing', trialEnd: T0 + 20 * DAY, cancelAtPeriodEnd: true }],
      quarterly,
      billingMessages.changeNotNow,
    ],
    [
      'a plan with a change already scheduled',
      [
        { schedule: 'sub_sched_1' },
        { schedule: { id: 'sub_sched_1', status: 'active', phases: [] } as unknown as Stripe.SubscriptionSchedule },
      ],
      yearly,
      billingMessages.changeAlreadyScheduled,
    ],
  ];

  it.each(cases)(
    'refuses %s with a 409 saying why, and asks the provider nothing',
    async (_name, [fixture, row], plan, message) => {
      const { ctx, provider, synced, current } = setUp(fixture, row);
      for (const attempt of [changePlan(ctx, current, plan, 'request-1'), previewChange(ctx, current, plan)]) {
        const error = await refusal(attempt);
        expect(error).toBeInstanceOf(ConflictError);
        expect(error).toMatchObject({ message });
      }
      expect(provider.calls).toEqual([]);
      expect(synced).toEqual([]);
    },
  );

  it('lets a plan whose earlier schedule was released change again', async () => {
    const { ctx, current } = setUp(
      { schedule: null },
      { schedule: { id: 'sub_sched_0', status: 'released', phases: [] } as unknown as Stripe.SubscriptionSchedule },
    );
    expect((await changePlan(ctx, current, yearly, 'request-1')).row).toMatchObject({ id: 'sub_1' });
  });
});

describe('changePlan: an upgrade', () => {
  it('is charged at once: the new price on the item, always_invoice, pending_if_incomplete, keyed by the change and the card', async () => {
    const { ctx, provider, synced, current } = setUp();
    // The card made default a moment ago is at the provider, not yet in Lodestar's copy.
    provider.state.subscriptions.get('sub_1')!.default_payment_method = 'pm_new';

    const answer = await changePlan(ctx, current, quarterly, 'request-1');

    expect(provider.calls).toEqual([
      { method: 'subscriptions.retrieve', id: 'sub_1' },
      {
        method: 'subscriptions.update',
        id: 'sub_1',
        params: {
          items: [{ id: 'si_sub_1', price: 'price_gps-quarterly_usd' }],
          proration_behavior: 'always_invoice',
          payment_behavior: 'pending_if_incomplete',
        },
        options: { idempotencyKey: 'change-sub_1-gps-quarterly-price_gps-monthly_usd-pm_new-request-1-upgrade' },
      },
    ]);
    expect(synced).toEqual(['sub_1']);
    expect(answer).toEqual({ row: expect.objectContaining({ id: 'sub_1', planId: 'gps-quarterly', status: 'active' }) });
  });

  it("without a request key, names the row's sync time; without a card of its own, the customer's", async () => {
    const { ctx, provider, current } = setUp();
    await changePlan(ctx, current, quarterly, undefined);
    expect(provider.callsOf('subscriptions.update')[0]!.options).toEqual({
      idempotencyKey: `change-sub_1-gps-quarterly-price_gps-monthly_usd-customer-${current.syncedAt}-upgrade`,
    });
  });

  it('during a trial ends the trial (trial_end now), whatever the new price per day', async () => {
    const { ctx, provider, current } = setUp({ status: 'trialing', trialEnd: T0 + 20 * DAY });
    const answer = await changePlan(ctx, current, yearly, 'request-1');
    expect(provider.callsOf('subscriptions.update')[0]!.params).toEqual({
      items: [{ id: 'si_sub_1', price: 'price_gps-yearly_usd' }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
      trial_end: 'now',
    });
    expect(provider.callsOf('subscriptionSchedules.create')).toEqual([]);
    expect(answer.row).toMatchObject({ planId: 'gps-yearly', status: 'active' });
  });

  it('left pending by an unpaid invoice is synced and refused with the declined message: the old plan stays', async () => {
    const { ctx, provider, synced, current } = setUp();
    provider.answer('subscriptions.update', () => ({
      ...provider.state.subscriptions.get('sub_1')!,
      pending_update: { expires_at: T0 + DAY, subscription_items: [] } as unknown as Stripe.Subscription.PendingUpdate,
    }));

    const error = await refusal(changePlan(ctx, current, quarterly, 'request-1'));

    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ message: billingMessages.upgradeDeclined });
    expect(synced).toEqual(['sub_1']);
    expect(provider.state.subscriptions.get('sub_1')!.items.data[0]!.price.id).toBe('price_gps-monthly_usd');
  });

  it("refused by the card is a 400 with the provider's card message, and nothing synced", async () => {
    const { ctx, provider, synced, current } = setUp();
    provider.answer('subscriptions.update', () => {
      throw cardDeclined();
    });
    const error = await refusal(changePlan(ctx, current, quarterly, 'request-1'));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ message: 'Your card was declined.' });
    expect(synced).toEqual([]);
  });
});

describe('changePlan: a downgrade', () => {
  it('becomes a schedule from the subscription: the current price until the period end, then the new one with state downgrade', async () => {
    const { ctx, provider, synced, current, periodStart, periodEnd } = setUp({}, {});
    provider.state.subscriptions.get('sub_1')!.default_payment_method = 'pm_card';

    const answer = await changePlan(ctx, current, yearly, 'request-1');

    const key = (step: string) => `change-sub_1-gps-yearly-price_gps-monthly_usd-pm_card-request-1-${step}`;
    expect(provider.methods()).toEqual([
      'subscriptions.retrieve',
      'subscriptionSchedules.create',
      'subscriptionSchedules.update',
    ]);
    expect(provider.callsOf('subscriptionSchedules.create')[0]).toMatchObject({
      params: { from_subscription: 'sub_1' },
      options: { idempotencyKey: key('schedule') },
    });
    const [created] = provider.state.schedules.keys();
    expect(provider.callsOf('subscriptionSchedules.update')[0]).toEqual({
      method: 'subscriptionSchedules.update',
      id: created,
      params: {
        end_behavior: 'release',
        phases: [
          {
            items: [{ price: 'price_gps-monthly_usd', quantity: 1 }],
            start_date: periodStart,
            end_date: periodEnd,
            metadata: { state: 'current', planId: 'gps-monthly' },
          },
          {
            items: [{ price: 'price_gps-yearly_usd', quantity: 1 }],
            duration: { interval: 'year', interval_count: 1 },
            metadata: { state: 'downgrade', planId: 'gps-yearly' },
          },
        ],
      },
      options: { idempotencyKey: key('phases') },
    });
    expect(synced).toEqual(['sub_1']);
    // Nothing changes before the period ends: the plan is still the monthly one, with the schedule on it.
    expect(answer.row).toMatchObject({ planId: 'gps-monthly', schedule: { id: created, status: 'active' } });
    expect(provider.callsOf('subscriptions.update')).toEqual([]);
  });

  it('also goes to a cheaper plan of the same period', async () => {
    const cheaper = planOf({ planId: 'gps-lite', prices: { usd: 700 } });
    const billing = createFakeBillingContext({ plans: [monthly, cheaper] });
    const current = billing.givenSubscription({
      id: 'sub_1',
      plan: monthly,
      start: billing.now() - DAY,
      periodEnd: billing.now() + 29 * DAY,
    });
    await changePlan(billing.ctx, current, cheaper, 'request-1');
    expect(billing.provider.methods()).toEqual([
      'subscriptions.retrieve',
      'subscriptionSchedules.create',
      'subscriptionSchedules.update',
    ]);
  });
});
