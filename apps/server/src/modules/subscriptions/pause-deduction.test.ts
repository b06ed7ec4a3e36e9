import Stripe from 'stripe';
import { billingMessages } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { createFakeBillingContext, refusal } from '../../../test/helpers/fake-billing-context.js';
import { DAY, planOf, type PlanFixture } from '../../../test/helpers/fake-billing/fixtures.js';
import { ValidationError } from '../../errors.js';
import { chargePauseDeduction } from './pause-deduction.js';

const PLAN: PlanFixture = {
  planId: 'gps-monthly',
  name: 'GPS Monthly',
  prices: { usd: 1000, eur: 900 },
  pauseFees: { usd: 500, eur: 450 },
  pauseDeduction: { active: true, days: 30 },
};

/**
 * A monthly plan ten days into its period (it ends on 21 March 2027), paid with its own card `pm_own` and taxed at
 * `txr_au`, whose plan deducts for a pause as `plan` says.
 */
function setUp(
  plan: Partial<PlanFixture> = {},
  fixture: { currency?: 'usd' | 'eur'; defaultPaymentMethod?: string | null } = {},
) {
  const pausing = planOf({ ...PLAN, ...plan });
  const billing = createFakeBillingContext({ plans: [pausing] });
  const periodEnd = billing.now() + 20 * DAY;
  const row = billing.givenSubscription({
    id: 'sub_1',
    plan: pausing,
    start: billing.now() - 10 * DAY,
    periodEnd,
    defaultPaymentMethod: 'pm_own',
    taxRates: ['txr_au'],
    ...fixture,
  });
  return { ...billing, row, periodEnd };
}

describe('chargePauseDeduction: what costs nothing', () => {
  const free: [string, Partial<PlanFixture>, number][] = [
    ['the plan has no deduction', { pauseDeduction: { active: false, days: 30 } }, 90],
    ['the fee in the currency is 0', { pauseFees: { usd: 0 } }, 90],
    ["the pause, counted from the period end, is the plan's free days", {}, 30],
    ['the pause is shorter than the free days', {}, 12],
  ];

  it.each(free)('charges nothing when %s', async (_name, plan, days) => {
    const { ctx, provider, row, periodEnd } = setUp(plan);
    await chargePauseDeduction(ctx, row, periodEnd + days * DAY);
    expect(provider.calls).toEqual([]);
    expect(provider.state.invoices.size).toBe(0);
  });

  it('charges nothing for a plan the provider no longer has', async () => {
    const { ctx, provider, row, periodEnd } = setUp();
    await chargePauseDeduction(ctx, { ...row, planId: 'gone' }, periodEnd + 90 * DAY);
    expect(provider.calls).toEqual([]);
  });
});

describe('chargePauseDeduction: the charge', () => {
  const fees: [number, number, number][] = [
    // free days, days paused, fees charged: every started 30 days of the whole pause, once it is longer than the free days
    [30, 31, 2],
    [30, 60, 2],
    [30, 61, 3],
    [14, 15, 1],
    [0, 1, 1],
  ];

  it.each(fees)('with %i free days, a pause of %i days costs %i monthly fees', async (days, paused, months) => {
    const { ctx, provider, row, periodEnd } = setUp({ pauseDeduction: { active: true, days } });
    await chargePauseDeduction(ctx, row, periodEnd + paused * DAY);
    expect(
      provider.callsOf('invoiceItems.create').map((call) => (call.params as Stripe.InvoiceItemCreateParams).amount),
    ).toEqual([months * 500]);
  });

  it("charges at once, on an invoice of its own with the subscription's tax rates, to the subscription's card, every step keyed", async () => {
    const { ctx, provider, row, periodEnd } = setUp();
    const resumesAt = periodEnd + 45 * DAY;
    const key = `pause-deduction-sub_1-${periodEnd}-${resumesAt}-pm_own`;

    await chargePauseDeduction(ctx, row, resumesAt);

    const [invoiceId] = provider.state.invoices.keys();
    expect(provider.calls).toEqual([
      { method: 'subscriptions.retrieve', id: 'sub_1' },
      { method: 'invoices.list', params: { customer: 'cus_1', status: 'paid', limit: 100 } },
      {
        method: 'invoices.create',
        params: {
          customer: 'cus_1',
          currency: 'usd',
          collection_method: 'charge_automatically',
          auto_advance: false,
          pending_invoice_items_behavior: 'exclude',
          default_payment_method: 'pm_own',
          default_tax_rates: ['txr_au'],
          description: 'Pause of GPS Monthly until 2027-05-05',
          metadata: {
            purpose: 'pause_deduction',
            subscription: 'sub_1',
            periodEnd: String(periodEnd),
            resumesAt: String(resumesAt),
          },
        },
        options: { idempotencyKey: `${key}-invoice` },
      },
      { method: 'invoices.retrieve', id: invoiceId },
      { method: 'invoices.list', params: { customer: 'cus_1', status: 'open', limit: 100 } },
      {
        method: 'invoiceItems.create',
        params: {
          customer: 'cus_1',
          invoice: invoiceId,
          amount: 1000,
          currency: 'usd',
          description: 'Pause of GPS Monthly: 2 × 5.00 monthly fee',
        },
        options: { idempotencyKey: `${key}-item-0` },
      },
      { method: 'invoices.finalizeInvoice', id: invoiceId, params: {}, options: { idempotencyKey: `${key}-finalize` } },
      { method: 'invoices.pay', id: invoiceId, params: {}, options: { idempotencyKey: `${key}-pay` } },
    ]);
    expect(provider.state.invoices.get(invoiceId!)).toMatchObject({ status: 'paid', amount_paid: 1000 });
  });

  it("charges the fee of the subscription's currency", async () => {
    const { ctx, provider, row, periodEnd } = setUp({}, { currency: 'eur' });
    await chargePauseDeduction(ctx, row, periodEnd + 45 * DAY);
    expect(provider.callsOf('invoices.create')[0]!.params).toMatchObject({ currency: 'eur' });
    expect(provider.callsOf('invoiceItems.create')[0]!.params).toMatchObject({
      amount: 900,
      currency: 'eur',
      description: 'Pause of GPS Monthly: 2 × 4.50 monthly fee',
    });
  });
});

describe('chargePauseDeduction: the card', () => {
  it("uses the card the provider has on the subscription now, not Lodestar's copy", async () => {
    const { ctx, provider, row, periodEnd } = setUp();
    provider.state.subscriptions.get('sub_1')!.default_payment_method = 'pm_new';
    await chargePauseDeduction(ctx, row, periodEnd + 45 * DAY);
    expect(provider.callsOf('invoices.create')[0]).toMatchObject({
      params: { default_payment_method: 'pm_new' },
      options: { idempotencyKey: `pause-deduction-sub_1-${periodEnd}-${periodEnd + 45 * DAY}-pm_new-invoice` },
    });
    expect(provider.callsOf('customers.retrieve')).toEqual([]);
  });

  it("uses the customer's default card when the subscription has none of its own", async () => {
    const { ctx, provider, row, periodEnd } = setUp({}, { defaultPaymentMethod: null });
    provider.addCustomer('cus_1', 'pm_default');
    await chargePauseDeduction(ctx, row, periodEnd + 45 * DAY);
    expect(provider.methods().slice(0, 4)).toEqual([
      'subscriptions.retrieve',
      'customers.retrieve',
      'invoices.list',
      'invoices.create',
    ]);
    expect(provider.callsOf('customers.retrieve')[0]!.id).toBe('cus_1');
    expect(provider.callsOf('invoices.create')[0]!.params).toMatchObject({ default_payment_method: 'pm_default' });
  });

  it('refuses with the add-card message when there is no card at all (or the customer is gone), invoicing nothing', async () => {
    for (const customer of [
      { id: 'cus_1', object: 'customer', invoice_settings: { default_payment_method: null } },
      { id: 'cus_1', object: 'customer', deleted: true },
    ]) {
      const { ctx, provider, row, periodEnd } = setUp({}, { defaultPaymentMethod: null });
      provider.state.customers.set('cus_1', customer as unknown as Stripe.Customer);
      const error = await refusal(chargePauseDeduction(ctx, row, periodEnd + 45 * DAY));
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({ message: billingMessages.addCardDetails });
      expect(provider.methods()).toEqual(['subscriptions.retrieve', 'customers.retrieve']);
    }
  });

  it("answers a declined card with the provider's card message as a 400 and voids the invoice, so nothing is owed", async () => {
    const { ctx, provider, row, periodEnd } = setUp();
    provider.state.decliningCards.add('pm_own');
    const resumesAt = periodEnd + 45 * DAY;

    const error = await refusal(chargePauseDeduction(ctx, row, resumesAt));

    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ message: 'Your card was declined.' });
    const [invoiceId] = provider.state.invoices.keys();
    expect(provider.calls.at(-1)).toEqual({
      method: 'invoices.voidInvoice',
      id: invoiceId,
      params: {},
      options: { idempotencyKey: `pause-deduction-sub_1-${periodEnd}-${resumesAt}-pm_own-void` },
    });
    expect(provider.state.invoices.get(invoiceId!)!.status).toBe('void');
  });
});

describe('chargePauseDeduction: repeats and earlier attempts', () => {
  it("names the charge with the browser's Idempotency-Key, so another click is another charge", async () => {
    const { ctx, provider, row, periodEnd } = setUp();
    const resumesAt = periodEnd + 45 * DAY;
    await chargePauseDeduction(ctx, row, resumesAt, 'click-0001');
    expect(provider.callsOf('invoices.create')[0]!.options).toEqual({
      idempotencyKey: `pause-deduction-sub_1-${periodEnd}-${resumesAt}-pm_own-click-0001-invoice`,
    });
  });

  it("voids the plan's earlier pause fees still open (left waiting for authentication), and no other invoice", async () => {
    const { ctx, provider, givenInvoice, now, row, periodEnd } = setUp();
    const fee = (id: string, subscription: string, purpose = 'pause_deduction') =>
      givenInvoice({ id, status: 'open', lines: [], metadata: { purpose, subscription }, created: now() - 60 });
    fee('in_waiting', 'sub_1');
    fee('in_other_plan', 'sub_2');
    fee('in_transfer', 'sub_1', 'transfer');

    await chargePauseDeduction(ctx, row, periodEnd + 45 * DAY);

    expect(provider.callsOf('invoices.voidInvoice').map((call) => call.id)).toEqual(['in_waiting']);
    for (const left of ['in_other_plan', 'in_transfer']) expect(provider.state.invoices.get(left)!.status).toBe('open');
  });
});
