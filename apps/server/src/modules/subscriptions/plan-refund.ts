import type Stripe from 'stripe';
import { billingMessages } from '@lodestar/contract';
import { ConflictError } from '../../errors.js';
import type { BillingContext } from './billing-context.js';
import type { DeviceSubscriptionRow } from './billing.repository.js';
import { fromProvider } from './provider-errors.js';
import { refundableUntil } from './subscription-answer.js';

const REFUNDABLE_STATUSES = new Set(['active', 'past_due', 'paused']);

/** Why the plan cannot be canceled with a refund now; null when it can. */
async function refusal(ctx: BillingContext, row: DeviceSubscriptionRow): Promise<string | null> {
  const subscription = row.provider as unknown as Stripe.Subscription;
  if (!REFUNDABLE_STATUSES.has(subscription.status)) return billingMessages.cancelNotNow;
  if (subscription.trial_end !== null) return billingMessages.refundAfterTrial;
  const until = refundableUntil(row);
  if (until === null) return billingMessages.refundNothingPaid;
  return (await ctx.providerNow()) < until ? null : billingMessages.refundPeriodOver;
}

/**
 * Gives back what the card paid for one invoice, with a credit note of all its lines: the card gets what it paid, the
 * account's balance any credit the invoice used. The Idempotency-Key makes it once per invoice, however often asked.
 */
async function refundInvoice(ctx: BillingContext, invoice: Stripe.Invoice): Promise<void> {
  const refund = Math.min(invoice.amount_paid, invoice.total);
  if (refund <= 0 || (invoice.post_payment_credit_notes_amount ?? 0) > 0) return;
  const lines: Stripe.CreditNoteCreateParams.Line[] = [];
  for await (const line of ctx.stripe.invoices.listLineItems(invoice.id!, { limit: 100 }))
    lines.push({ type: 'invoice_line_item', invoice_line_item: line.id });
  await fromProvider(() =>
    ctx.stripe.creditNotes.create(
      {
        invoice: invoice.id!,
        lines,
        refund_amount: refund,
        ...(invoice.total > refund ? { credit_amount: invoice.total - refund } : {}),
        reason: 'order_change',
        memo: 'Canceled within the 14-day refund period.',
      },
      { idempotencyKey: `refund-${invoice.id}` },
    ),
  );
}

/**
 * §9's grace period: a plan bought without a trial, canceled within 14 days of its start, ends now and every invoice
 * it paid is refunded. The refunds come first, so a failure leaves the plan running; asked again, invoices already
 * refunded are skipped.
 */
export async function cancelWithRefund(ctx: BillingContext, row: DeviceSubscriptionRow) {
  const refused = await refusal(ctx, row);
  if (refused) throw new ConflictError(refused);
  for await (const invoice of ctx.stripe.invoices.list({ subscription: row.id, status: 'paid', limit: 100 }))
    await refundInvoice(ctx, invoice);
  const schedule = (row.provider as unknown as Stripe.Subscription).schedule;
  if (typeof schedule === 'string') await fromProvider(() => ctx.stripe.subscriptionSchedules.release(schedule));
  await fromProvider(() => ctx.stripe.subscriptions.cancel(row.id, { prorate: false, invoice_now: false }));
  return ctx.syncSubscription(row.id);
}
