import Stripe from 'stripe';
import { billingMessages } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { createFakeBillingContext, refusal, type FakeBilling } from '../../../test/helpers/fake-billing-context.js';
import { DAY, invoiceObject, lineObject, planOf, START } from '../../../test/helpers/fake-billing/fixtures.js';
import { cardDeclined } from '../../../test/helpers/fake-billing/provider.js';
import { ConflictError, ValidationError } from '../../errors.js';
import { changePlan, previewChange } from './plan-change.js';
import type { ProviderPlan } from './provider-plans.js';

// The amount decides (decision 0058): quarterly and yearly cost more than monthly, lite less, and weekly the same.
const monthly = planOf({ planId: 'gps-monthly', prices: { usd: 1000, eur: 900 } });
const quarterly = planOf({ planId: 'gps-quarterly', duration: 'quarterly', prices: { usd: 3300, eur: 3000 } });
const yearly = planOf({ planId: 'gps-yearly', duration: 'yearly', prices: { usd: 9900, eur: 8900 } });
const lite = planOf({ planId: 'gps-lite', prices: { usd: 700, eur: 950 } });
const weekly = planOf({ planId: 'gps-weekly', duration: 'days', frequencyDays: 7, prices: { usd: 1000 } });

/** The fake clock's start in provider seconds, for fixtures written before a context exists. */
const T0 = Math.floor(START.getTime() / 1000);

/** A monthly plan ten days into its period, and the context it lives in. */
function setUp(
  fixture: Partial<Parameters<FakeBilling['givenSubscription']>[0]> = {},
  row: Parameters<FakeBilling['givenSubscription']>[1] = {},
) {
  const billing = createFakeBillingContext({ plans: [monthly, quarterly, yearly, lite, weekly] });
  const { now } = billing;
  const current = billing.givenSubscription(
    { id: 'sub_1', plan: monthly, start: now() - 10 * DAY, periodEnd: now() + 20 * DAY, ...fixture },
    { paidCycles: 1, ...row },
  );
  return { ...billing, current, periodStart: now() - 10 * DAY, periodEnd: now() + 20 * DAY };
}

describe('previewChange', () => {
  it.each([
    ['a lower', lite],
    ['the same', weekly],
  ])('takes a plan of %s amount for a downgrade: nothing due now, effective at the period end, the credit kept', async (_name, plan) => {
    const { ctx, provider, current, periodEnd } = setUp();
    provider.addCustomer('cus_1', null);
    (provider.state.customers.get('cus_1') as Stripe.Customer).balance = -1550;
    expect(await previewChange(ctx, current, plan)).toEqual({
      isUpgrade: false,
      currency: 'usd',
      amountDue: 0,
      subtotal: 0,
      tax: 0,
      total: 0,
      creditUsed: 0,
      creditLeft: 1550,
      lines: [],
      effectiveAt: periodEnd,
    });
    expect(provider.methods()).toEqual(['customers.retrieve']);
  });

  it('takes a plan of a higher amount for an upgrade, though it costs less per day', async () => {
    const { ctx, provider, current } = setUp();
    provider.answer('invoices.createPreview', () => invoiceObject({ id: 'upcoming', status: 'draft', lines: [] }));
    expect(await previewChange(ctx, current, yearly)).toMatchObject({ isUpgrade: true });
    expect(provider.methods()).toEqual(['invoices.createPreview']);
  });

  it("tells how the preview uses the account credit: the invoice's starting balance, what the card pays and what is left", async () => {
    const { ctx, provider, current } = setUp();
    const credited = (total: number, startingBalance: number) => {
      const invoice = invoiceObject({ id: 'upcoming', status: 'draft', lines: [lineObject({ id: 'il', amount: total, start: 0, end: 0 })] });
      invoice.starting_balance = startingBalance;
      invoice.amount_due = Math.max(0, total + startingBalance);
      return invoice;
    };
    provider.answer('invoices.createPreview', () => credited(4299, -1200));
    expect(await previewChange(ctx, current, quarterly)).toMatchObject({ total: 4299, amountDue: 3099, creditUsed: 1200, creditLeft: 0 });
    provider.answer('invoices.createPreview', () => credited(800, -1200));
    expect(await previewChange(ctx, current, quarterly)).toMatchObject({ total: 800, amountDue: 0, creditUsed: 800, creditLeft: 400 });
    provider.answer('invoices.createPreview', () => credited(-500, -1200));
    expect(await previewChange(ctx, current, quarterly)).toMatchObject({ total: -500, amountDue: 0, creditUsed: 0, creditLeft: 1700 });
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
      total: 1686,
      creditUsed: 0,
      creditLeft: 0,
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

  it('previews a change during a trial as an upgrade that ends the trial, even to a cheaper plan', async () => {
    const { ctx, provider, current, now } = setUp({ status: 'trialing', trialEnd: T0 + 20 * DAY });
    provider.answer('invoices.createPreview', () =>
      invoiceObject({
        id: 'upcoming',
        status: 'draft',
        lines: [lineObject({ id: 'il', amount: 700, start: now(), end: now() })],
      }),
    );
    const preview = await previewChange(ctx, current, lite);
    expect(preview).toMatchObject({ isUpgrade: true, amountDue: 700 });
    expect(provider.callsOf('invoices.createPreview')[0]!.params).toMatchObject({
      subscription_details: {
        items: [{ id: 'si_sub_1', price: 'price_gps-lite_usd' }],
        proration_behavior: 'always_invoice',
        trial_end: 'now',
      },
    });
  });

  it("compares and prices the new plan in the subscription's currency", async () => {
    // Lite costs less than monthly in dollars, more in euros.
    const { ctx, provider, current, periodEnd } = setUp({ currency: 'eur' });
    provider.answer('invoices.createPreview', () => invoiceObject({ id: 'upcoming', status: 'draft', lines: [] }));
    expect(await previewChange(ctx, current, lite)).toMatchObject({ isUpgrade: true, currency: 'eur' });
    expect(provider.callsOf('invoices.createPreview')[0]!.params).toMatchObject({
      subscription_details: { items: [{ id: 'si_sub_1', price: 'price_gps-lite_eur' }] },
    });
    provider.addCustomer('cus_1', null);
    expect(await previewChange(ctx, current, { ...lite, prices: { eur: { ...lite.prices.eur!, unitAmount: 900 } } })).toMatchObject({
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

describe('changePlan repeated with its Idempotency-Key', () => {
  const scheduledTo = (planId: string) =>
    ({
      id: 'sub_sched_1',
      status: 'active',
      phases: [{ metadata: { state: 'current' } }, { metadata: { state: 'downgrade', planId }, start_date: T0 + 20 * DAY }],
    }) as unknown as Stripe.SubscriptionSchedule;

  it('answers the change made (the plan applied, or a downgrade to it scheduled) and asks the provider nothing', async () => {
    const applied = setUp();
    const answer = await changePlan(applied.ctx, { ...applied.current, changeRequestKey: 'gps-monthly:click-1' }, monthly, 'click-1');
    expect(answer.row).toMatchObject({ id: 'sub_1', planId: 'gps-monthly' });
    const scheduled = setUp({ schedule: 'sub_sched_1' }, { schedule: scheduledTo('gps-lite') });
    await changePlan(scheduled.ctx, { ...scheduled.current, changeRequestKey: 'gps-lite:click-1' }, lite, 'click-1');
    expect([...applied.provider.calls, ...scheduled.provider.calls]).toEqual([]);
  });

  it('refuses the key used for another plan, and a scheduled change to another plan is no repeat', async () => {
    const { ctx, current, provider } = setUp({ schedule: 'sub_sched_1' }, { schedule: scheduledTo('gps-weekly') });
    const reused = await refusal(changePlan(ctx, { ...current, changeRequestKey: 'gps-yearly:click-1' }, lite, 'click-1'));
    expect(reused).toMatchObject({ message: billingMessages.requestKeyReused });
    const other = await refusal(changePlan(ctx, { ...current, changeRequestKey: 'gps-lite:click-1' }, lite, 'click-1'));
    expect(other).toMatchObject({ message: billingMessages.changeAlreadyScheduled });
    expect(provider.calls).toEqual([]);
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

  it('during a trial ends the trial (trial_end now), even for a cheaper plan', async () => {
    const { ctx, provider, current } = setUp({ status: 'trialing', trialEnd: T0 + 20 * DAY });
    const answer = await changePlan(ctx, current, lite, 'request-1');
    expect(provider.callsOf('subscriptions.update')[0]!.params).toEqual({
      items: [{ id: 'si_sub_1', price: 'price_gps-lite_usd' }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
      trial_end: 'now',
    });
    expect(provider.callsOf('subscriptionSchedules.create')).toEqual([]);
    expect(answer.row).toMatchObject({ planId: 'gps-lite', status: 'active' });
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

    const answer = await changePlan(ctx, current, lite, 'request-1');

    const key = (step: string) => `change-sub_1-gps-lite-price_gps-monthly_usd-pm_card-request-1-${step}`;
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
            items: [{ price: 'price_gps-lite_usd', quantity: 1 }],
            duration: { interval: 'month', interval_count: 1 },
            metadata: { state: 'downgrade', planId: 'gps-lite' },
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

  it('also goes to a plan of the same amount, whatever its period', async () => {
    const { ctx, provider, current } = setUp();
    await changePlan(ctx, current, weekly, 'request-1');
    expect(provider.methods()).toEqual([
      'subscriptions.retrieve',
      'subscriptionSchedules.create',
      'subscriptionSchedules.update',
    ]);
  });
});
