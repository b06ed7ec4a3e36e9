import Stripe from 'stripe';
import { billingMessages, REFUND_GRACE_DAYS } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { createFakeBillingContext, refusal, type FakeBilling } from '../../../test/helpers/fake-billing-context.js';
import { DAY, lineObject, planOf } from '../../../test/helpers/fake-billing/fixtures.js';
import { ConflictError, ServiceUnavailableError } from '../../errors.js';
import { cancelWithRefund, refundableUntil, refundRefusal } from './plan-refund.js';

const monthly = planOf({ planId: 'gps-monthly', prices: { usd: 1000 } });
const MEMO = 'Canceled within the 14-day refund period.';

/** A monthly plan bought without a trial three days ago and paid for, and the context it lives in. */
function setUp(
  fixture: Partial<Parameters<FakeBilling['givenSubscription']>[0]> = {},
  row: Parameters<FakeBilling['givenSubscription']>[1] = {},
) {
  const billing = createFakeBillingContext({ plans: [monthly] });
  const start = billing.now() - 3 * DAY;
  const current = billing.givenSubscription(
    { id: 'sub_1', plan: monthly, start, periodEnd: start + 30 * DAY, ...fixture },
    { paidCycles: 1, ...row },
  );
  const line = (id: string, amount: number) => lineObject({ id, amount, start, end: start + 30 * DAY });
  return { ...billing, current, start, line };
}

describe('refundRefusal and refundableUntil', () => {
  it('offer the refund until 14 days after the start of a plan bought without a trial and paid for', () => {
    const { current, start } = setUp();
    const deadline = start + REFUND_GRACE_DAYS * DAY;
    expect(refundRefusal(current, deadline - 1, false)).toBeNull();
    expect(refundableUntil(current, deadline - 1, false)).toBe(deadline);
    expect(refundRefusal(current, deadline, false)).toBe(billingMessages.refundPeriodOver);
    expect(refundableUntil(current, deadline, false)).toBeNull();
  });

  it('offer it for a plan past due or paused too', () => {
    const { current: pastDue, start } = setUp({ status: 'past_due' });
    const { current: paused } = setUp({ pauseCollection: { behavior: 'void', resumes_at: start + 90 * DAY } });
    expect(refundRefusal(pastDue, start + DAY, false)).toBeNull();
    expect(refundRefusal(paused, start + DAY, false)).toBeNull();
  });

  it('refuse, in this order: a plan that began with a trial, one not live, nothing paid, the device refunded before, the 14 days over', () => {
    const { start } = setUp();
    const trial = setUp({ status: 'trialing', trialEnd: start + 7 * DAY }, { paidCycles: 0 }).current;
    const trialEnded = setUp({ status: 'active', trialEnd: start + 7 * DAY }).current;
    const unpaid = setUp({ status: 'unpaid' }).current;
    const canceled = setUp({ status: 'canceled' }).current;
    const incomplete = setUp({ status: 'incomplete' }).current;
    const byCode = setUp({}, { paidCycles: 0 }).current;
    const paid = setUp().current;
    const late = start + 30 * DAY;

    expect(refundRefusal(trial, late, true)).toBe(billingMessages.refundAfterTrial);
    expect(refundRefusal(trialEnded, start, false)).toBe(billingMessages.refundAfterTrial);
    for (const row of [unpaid, canceled, incomplete])
      expect(refundRefusal(row, late, true)).toBe(billingMessages.cancelNotNow);
    expect(refundRefusal(byCode, late, true)).toBe(billingMessages.refundNothingPaid);
    expect(refundRefusal(paid, late, true)).toBe(billingMessages.refundedBefore);
    expect(refundRefusal(paid, late, false)).toBe(billingMessages.refundPeriodOver);
  });
});

describe('cancelWithRefund: refusals', () => {
  it('refuses a plan past its 14 days with a 409, claiming nothing and asking the provider nothing', async () => {
    const billing = setUp();
    billing.clock.advance(REFUND_GRACE_DAYS * DAY * 1000);
    const error = await refusal(cancelWithRefund(billing.ctx, billing.current));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ message: billingMessages.refundPeriodOver });
    expect(billing.provider.calls).toEqual([]);
    expect(billing.claims.log).toEqual([]);
    expect(billing.synced).toEqual([]);
  });

  it("refuses when the buyer had another plan of the device refunded (the repository's answer)", async () => {
    const billing = setUp();
    billing.givenSubscription(
      {
        id: 'sub_0',
        plan: monthly,
        status: 'canceled',
        start: billing.start - 60 * DAY,
        periodEnd: billing.start - 30 * DAY,
        metadata: { refund: 'requested' },
      },
      { paidCycles: 1 },
    );
    expect(await refusal(cancelWithRefund(billing.ctx, billing.current))).toMatchObject({
      message: billingMessages.refundedBefore,
    });
    expect(billing.provider.calls).toEqual([]);
    expect(billing.claims.log).toEqual([]);
  });

  it("refuses when another plan of the device holds the device's one refund to this buyer", async () => {
    const billing = setUp();
    await billing.ctx.claims.claimForGood('refund:device-1:user-1', 'sub_other');
    const error = await refusal(cancelWithRefund(billing.ctx, billing.current));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ message: billingMessages.refundedBefore });
    expect(billing.provider.calls).toEqual([]);
    expect(billing.claims.held.get('refund:device-1:user-1')).toEqual({ holder: 'sub_other', heldUntil: null });
  });

  it('gives the claim back when the provider refused the mark, and keeps it when the provider did not answer', async () => {
    const refused = setUp();
    refused.provider.answer('subscriptions.update', () => {
      throw new Stripe.errors.StripeIdempotencyError({
        message: 'Keys for idempotent requests can only be used with the same parameters',
        type: 'idempotency_error',
      });
    });
    expect(await refusal(cancelWithRefund(refused.ctx, refused.current))).toMatchObject({
      message: billingMessages.requestKeyReused,
    });
    expect(refused.claims.held.has('refund:device-1:user-1')).toBe(false);
    expect(refused.provider.methods()).toEqual(['subscriptions.update']);

    const unanswered = setUp();
    unanswered.provider.answer('subscriptions.update', () => {
      throw new Stripe.errors.StripeConnectionError({ message: 'The connection was reset', type: 'api_error' });
    });
    expect(await refusal(cancelWithRefund(unanswered.ctx, unanswered.current))).toBeInstanceOf(ServiceUnavailableError);
    expect(unanswered.claims.held.get('refund:device-1:user-1')).toEqual({ holder: 'sub_1', heldUntil: null });
  });
});

describe('cancelWithRefund', () => {
  it("claims the device's refund, marks the plan, ends it now voiding its open invoices, and credits each paid invoice in full", async () => {
    const billing = setUp();
    const { ctx, provider, line } = billing;
    billing.givenInvoice({
      id: 'in_paid',
      subscription: 'sub_1',
      status: 'paid',
      number: 'INV-0001',
      lines: [line('il_plan', 1000)],
      total: 1100,
      amountPaid: 1100,
    });
    billing.givenInvoice({ id: 'in_open', subscription: 'sub_1', status: 'open', lines: [line('il_renewal', 1000)] });
    billing.givenInvoice({
      id: 'in_other',
      subscription: 'sub_2',
      status: 'paid',
      lines: [line('il_other', 500)],
      amountPaid: 500,
    });

    const answer = await cancelWithRefund(ctx, billing.current);

    expect(billing.claims.held.get('refund:device-1:user-1')).toEqual({ holder: 'sub_1', heldUntil: null });
    expect(provider.calls).toEqual([
      { method: 'subscriptions.update', id: 'sub_1', params: { metadata: { refund: 'requested' } } },
      { method: 'subscriptions.retrieve', id: 'sub_1' },
      { method: 'subscriptions.cancel', id: 'sub_1' },
      { method: 'invoices.list', params: { customer: 'cus_1', status: 'open', limit: 100 } },
      { method: 'invoices.voidInvoice', id: 'in_open' },
      { method: 'invoices.list', params: { customer: 'cus_1', status: 'uncollectible', limit: 100 } },
      { method: 'invoices.list', params: { customer: 'cus_1', status: 'paid', limit: 100 } },
      { method: 'invoices.listLineItems', id: 'in_paid', params: { limit: 100 } },
      {
        method: 'creditNotes.create',
        params: {
          invoice: 'in_paid',
          lines: [{ type: 'invoice_line_item', invoice_line_item: 'il_plan', quantity: 1 }],
          refund_amount: 1100,
          reason: 'order_change',
          memo: MEMO,
          email_type: 'none',
        },
        options: { idempotencyKey: 'refund-in_paid' },
      },
    ]);
    expect(provider.state.invoices.get('in_open')!.status).toBe('void');
    expect(provider.state.invoices.get('in_other')!.post_payment_credit_notes_amount).toBe(0);
    expect(billing.synced).toEqual(['sub_1']);
    expect(answer).toMatchObject({ id: 'sub_1', status: 'canceled', provider: { metadata: { refund: 'requested' } } });
  });

  it('releases a scheduled downgrade before it cancels', async () => {
    const billing = setUp({ schedule: 'sub_sched_9' });
    billing.provider.state.schedules.set('sub_sched_9', {
      id: 'sub_sched_9',
      subscription: 'sub_1',
      status: 'active',
      phases: [],
    } as unknown as Stripe.SubscriptionSchedule);
    await cancelWithRefund(billing.ctx, billing.current);
    expect(billing.provider.methods().slice(0, 4)).toEqual([
      'subscriptions.update',
      'subscriptions.retrieve',
      'subscriptionSchedules.release',
      'subscriptions.cancel',
    ]);
    expect(billing.provider.callsOf('subscriptionSchedules.release')[0]!.id).toBe('sub_sched_9');
  });

  it('gives back to the card what the card paid and to the balance what the balance paid', async () => {
    const billing = setUp();
    billing.givenInvoice({
      id: 'in_split',
      subscription: 'sub_1',
      status: 'paid',
      lines: [billing.line('il_1', 1000)],
      amountPaid: 600,
    });
    billing.givenInvoice({
      id: 'in_balance',
      subscription: 'sub_1',
      status: 'paid',
      lines: [billing.line('il_2', 1000)],
      amountPaid: 0,
    });
    await cancelWithRefund(billing.ctx, billing.current);
    const notes = billing.provider.callsOf('creditNotes.create').map((call) => call.params);
    expect(notes[0]).toMatchObject({ invoice: 'in_split', refund_amount: 600, credit_amount: 400 });
    expect(notes[1]).toMatchObject({ invoice: 'in_balance', credit_amount: 1000 });
    expect(notes[1]).not.toHaveProperty('refund_amount');
  });

  it('credits an invoice with a line that is not a charge (the unused time of a plan changed) as one line of its total', async () => {
    const billing = setUp();
    billing.givenInvoice({
      id: 'in_upgrade',
      subscription: 'sub_1',
      status: 'paid',
      number: 'INV-0007',
      lines: [billing.line('il_unused', -700), billing.line('il_new', 3000)],
      amountPaid: 2300,
    });
    await cancelWithRefund(billing.ctx, billing.current);
    expect(billing.provider.callsOf('creditNotes.create')[0]!.params).toMatchObject({
      invoice: 'in_upgrade',
      lines: [{ type: 'custom_line_item', description: 'Refund of invoice INV-0007', unit_amount: 2300, quantity: 1 }],
      refund_amount: 2300,
    });
  });

  it("refunds the plan's pause fees (one-off invoices naming it in their metadata), and leaves alone an invoice credited before and one of $0", async () => {
    const billing = setUp();
    billing.givenInvoice({
      id: 'in_fee',
      status: 'paid',
      metadata: { purpose: 'pause_deduction', subscription: 'sub_1' },
      lines: [billing.line('il_fee', 500)],
      amountPaid: 500,
    });
    billing.givenInvoice({
      id: 'in_done',
      subscription: 'sub_1',
      status: 'paid',
      lines: [billing.line('il_done', 1000)],
      amountPaid: 1000,
      creditedBefore: 1000,
    });
    billing.givenInvoice({ id: 'in_free', subscription: 'sub_1', status: 'paid', lines: [billing.line('il_free', 0)] });
    await cancelWithRefund(billing.ctx, billing.current);
    expect(billing.provider.callsOf('creditNotes.create').map((call) => call.options)).toEqual([
      { idempotencyKey: 'refund-in_fee' },
    ]);
    expect(billing.provider.callsOf('invoices.listLineItems').map((call) => call.id)).toEqual(['in_fee']);
    expect(billing.provider.callsOf('customers.createBalanceTransaction')).toEqual([]);
  });

  it('takes back, once, the credit an invoice of the plan gave the balance', async () => {
    const billing = setUp();
    billing.givenInvoice({
      id: 'in_credit',
      subscription: 'sub_1',
      status: 'paid',
      number: 'INV-0003',
      lines: [billing.line('il_unused', -500)],
    });

    await cancelWithRefund(billing.ctx, billing.current);

    expect(billing.provider.callsOf('creditNotes.create')).toEqual([]);
    expect(billing.provider.callsOf('customers.createBalanceTransaction')).toEqual([
      {
        method: 'customers.createBalanceTransaction',
        id: 'cus_1',
        params: {
          amount: 500,
          currency: 'usd',
          description: 'Credit of invoice INV-0003 taken back: its plan was refunded',
          metadata: { creditTakenBackFrom: 'in_credit' },
        },
        options: { idempotencyKey: 'refund-credit-in_credit' },
      },
    ]);

    // Asked again, the adjustment found at the provider is not made twice.
    await cancelWithRefund(billing.ctx, billing.subscriptions.rows.get('sub_1')!);
    expect(billing.provider.callsOf('customers.createBalanceTransaction')).toHaveLength(1);
    expect(billing.provider.callsOf('customers.listBalanceTransactions')).toHaveLength(2);
  });

  it('finishes a refund that failed part way when asked again, even after the 14 days, without claiming or ending it again', async () => {
    const billing = setUp();
    billing.givenInvoice({
      id: 'in_a',
      subscription: 'sub_1',
      status: 'paid',
      lines: [billing.line('il_a', 1000)],
      amountPaid: 1000,
    });
    billing.givenInvoice({
      id: 'in_b',
      subscription: 'sub_1',
      status: 'paid',
      lines: [billing.line('il_b', 1000)],
      amountPaid: 1000,
    });
    let down = true;
    billing.provider.answer('creditNotes.create', (call, model) => {
      if (down && (call.params as Stripe.CreditNoteCreateParams).invoice === 'in_b')
        throw new Stripe.errors.StripeAPIError({ message: 'The provider is down', type: 'api_error' });
      return model();
    });
    expect(await refusal(cancelWithRefund(billing.ctx, billing.current))).toBeInstanceOf(ServiceUnavailableError);
    expect(billing.synced).toEqual([]);

    // The provider's events bring the canceled, marked plan into Lodestar's row; the buyer asks again later.
    await billing.ctx.syncSubscription('sub_1');
    const marked = billing.subscriptions.rows.get('sub_1')!;
    expect(marked).toMatchObject({ status: 'canceled', provider: { metadata: { refund: 'requested' } } });
    down = false;
    billing.clock.advance(30 * DAY * 1000);
    billing.provider.calls.length = 0;
    billing.claims.log.length = 0;

    await cancelWithRefund(billing.ctx, marked);

    expect(billing.claims.log).toEqual([]);
    expect(billing.provider.methods()).not.toContain('subscriptions.update');
    expect(billing.provider.methods()).not.toContain('subscriptions.cancel');
    expect(billing.provider.callsOf('creditNotes.create').map((call) => call.options)).toEqual([
      { idempotencyKey: 'refund-in_b' },
    ]);
  });
});
