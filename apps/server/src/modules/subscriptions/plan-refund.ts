import type Stripe from 'stripe';
import { billingMessages, REFUND_GRACE_DAYS, refundableStatuses } from '@lodestar/contract';
import { ConflictError, ServiceUnavailableError } from '../../errors.js';
import type { BillingContext } from './billing-context.js';
import type { DeviceSubscriptionRow } from './subscriptions.repository.js';
import { fromProvider, idOf } from '../payments/index.js';
import { statusOf } from './subscription-answer.js';
import { endNow, invoicesOfPlan } from './subscription-actions.js';
import { metadataOf } from './subscription-sync.js';

/** A plan ended by a refund asked for: asking again finishes its refunds, whatever the date. */
const refundUnderway = (row: DeviceSubscriptionRow) =>
  metadataOf(row).refund === 'requested' && row.provider.status === 'canceled';

/**
 * Why the plan cannot be canceled with a refund at `now` (provider seconds); null when it can. The grace period: a
 * plan bought without a trial and paid for, within 14 days of its start, once per device and buyer.
 */
export function refundRefusal(row: DeviceSubscriptionRow, now: number, refundedBefore: boolean): string | null {
  const subscription = row.provider;
  if (subscription.trial_end !== null) return billingMessages.refundAfterTrial;
  if (!refundableStatuses.includes(statusOf(subscription))) return billingMessages.cancelNotNow;
  if (row.paidCycles === 0) return billingMessages.refundNothingPaid;
  if (refundedBefore) return billingMessages.refundedBefore;
  return now < refundDeadline(row) ? null : billingMessages.refundPeriodOver;
}

const refundDeadline = (row: DeviceSubscriptionRow) =>
  row.provider.start_date + REFUND_GRACE_DAYS * 24 * 3600;

/** Until when the row offers "Cancel with refund", as of `now` on the provider's clock; null when it does not. */
export const refundableUntil = (row: DeviceSubscriptionRow, now: number, refundedBefore: boolean) =>
  refundRefusal(row, now, refundedBefore) === null ? refundDeadline(row) : null;

/**
 * One invoice of the plan undone with a credit note of its total: what the card paid goes back to the card, what the
 * account's balance paid goes back to the balance. All its lines are credited when each is a charge (taxes and
 * discounts with them), else one line of its total. The Idempotency-Key makes it once per invoice however often
 * asked; an invoice credited before is left alone. Its refunds are in the history before the answer goes out.
 */
export async function creditInvoice(ctx: BillingContext, invoice: Stripe.Invoice, memo: string): Promise<void> {
  const refund = Math.min(invoice.amount_paid, invoice.total);
  if (invoice.total <= 0 || (invoice.post_payment_credit_notes_amount ?? 0) > 0) return;
  const lines = await fromProvider(() =>
    ctx.stripe.invoices.listLineItems(invoice.id!, { limit: 100 }).autoPagingToArray({ limit: 1000 }),
  );
  const credited: Stripe.CreditNoteCreateParams.Line[] = lines.every((line) => line.amount > 0)
    ? lines.map((line) => ({ type: 'invoice_line_item', invoice_line_item: line.id, quantity: line.quantity ?? 1 }))
    : [
        {
          type: 'custom_line_item',
          description: `Refund of invoice ${invoice.number}`,
          unit_amount: invoice.total,
          quantity: 1,
        },
      ];
  const note = await fromProvider(() =>
    ctx.stripe.creditNotes.create(
      {
        invoice: invoice.id!,
        lines: credited,
        ...(refund > 0 ? { refund_amount: refund } : {}),
        ...(invoice.total > refund ? { credit_amount: invoice.total - refund } : {}),
        reason: 'order_change',
        memo,
        email_type: 'none',
      },
      { idempotencyKey: `refund-${invoice.id}` },
    ),
  );
  await ctx.recordCreditNote(note);
}

/**
 * An invoice of the plan that credited the balance (a change of plan, for the unused time of the plan now refunded)
 * takes that credit back, so the refund is the only money the buyer gets; the adjustment names the invoice, so it is
 * made once however often the refund is asked for.
 */
async function takeBackCredit(ctx: BillingContext, invoice: Stripe.Invoice): Promise<void> {
  if (invoice.total >= 0) return;
  const customer = idOf(invoice.customer)!;
  const done = await fromProvider(() =>
    ctx.stripe.customers.listBalanceTransactions(customer, { limit: 100 }).autoPagingToArray({ limit: 10_000 }),
  );
  if (done.some((adjustment) => adjustment.metadata?.creditTakenBackFrom === invoice.id)) return;
  await fromProvider(() =>
    ctx.stripe.customers.createBalanceTransaction(
      customer,
      {
        amount: -invoice.total,
        currency: invoice.currency,
        description: `Credit of invoice ${invoice.number} taken back: its plan was refunded`,
        metadata: { creditTakenBackFrom: invoice.id! },
      },
      { idempotencyKey: `refund-credit-${invoice.id}` },
    ),
  );
}

/**
 * Claims the device's one refund to its buyer for this plan, in the database, so that two plans of the device refunded
 * at once cannot both have it; then marks the plan at the provider. A mark the provider refused gives the claim back.
 */
async function claimTheRefund(ctx: BillingContext, row: DeviceSubscriptionRow) {
  const key = `refund:${row.deviceId}:${row.userId}`;
  if ((await ctx.claims.claimForGood(key, row.id)) !== row.id) throw new ConflictError(billingMessages.refundedBefore);
  try {
    await fromProvider(() => ctx.stripe.subscriptions.update(row.id, { metadata: { refund: 'requested' } }));
  } catch (error) {
    // A refusal left nothing marked; a provider that did not answer may have marked it, so the claim stays this plan's.
    if (!(error instanceof ServiceUnavailableError)) await ctx.claims.release(key, row.id);
    throw error;
  }
}

/**
 * Cancel with a refund: the plan is marked as refunded, ends now (its open invoices voided), and every invoice it paid
 * (renewals, upgrades, pause fees) is undone, so the buyer's card and balance are as before the plan. Marked first, so
 * a failure part way is finished by asking again, even after the 14 days; ended before the refunds, so no new invoice
 * comes in between.
 */
export async function cancelWithRefund(ctx: BillingContext, row: DeviceSubscriptionRow) {
  if (!refundUnderway(row)) {
    const refusal = refundRefusal(row, await ctx.providerNow(), await ctx.subscriptions.refundedBefore(row));
    if (refusal) throw new ConflictError(refusal);
    await claimTheRefund(ctx, row);
  }
  await endNow(ctx, row);
  for (const invoice of await invoicesOfPlan(ctx, row, 'paid')) {
    await creditInvoice(ctx, invoice, 'Canceled within the 14-day refund period.');
    await takeBackCredit(ctx, invoice);
  }
  return ctx.syncSubscription(row.id);
}
