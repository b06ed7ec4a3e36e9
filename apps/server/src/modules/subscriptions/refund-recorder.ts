import type Stripe from 'stripe';
import type { Currency } from '@lodestar/contract';
import type { PaymentRecordValues } from './payment-records.repository.js';
import { paymentContext, type RecordedPayment, type RecorderDeps } from './payment-recorder.js';
import { idOf } from './provider-ids.js';

/**
 * Writes each card refund of a credit note into the payment history as a row of its own ("Refund: Monthly for Bike"),
 * and answers them with the credit note's number for the payer's mail; a refund's later state (a pending one that
 * went through or failed) replaces its row.
 */
export function createRefundRecorder(deps: RecorderDeps) {
  async function recordCreditNoteRefunds(creditNote: Stripe.CreditNote): Promise<RecordedPayment[]> {
    const invoiceId = idOf(creditNote.invoice);
    if (!invoiceId || creditNote.refunds.length === 0) return [];
    const invoice = await deps.stripe.invoices.retrieve(invoiceId);
    const context = await paymentContext(deps, invoice, 'refund');
    if (!context) return [];
    const recorded: RecordedPayment[] = [];
    for (const { refund: refundRef } of creditNote.refunds) {
      const refundId = idOf(refundRef);
      if (!refundId) continue;
      const refund = await deps.stripe.refunds.retrieve(refundId);
      const payment: PaymentRecordValues = {
        id: refund.id,
        kind: 'refund',
        ...context,
        invoiceId,
        amount: refund.amount,
        currency: refund.currency as Currency,
        status: refund.status ?? 'pending',
        created: refund.created,
      };
      await deps.records.save(payment);
      recorded.push({ payment, invoiceNumber: creditNote.number, billingReason: null, nextAttempt: null });
    }
    return recorded;
  }

  /** A refund of the history changed state; undefined when it is none of the history's. */
  async function recordRefundUpdate(refund: Stripe.Refund): Promise<RecordedPayment | undefined> {
    const known = await deps.records.byId(refund.id);
    if (!known || known.kind !== 'refund') return undefined;
    const payment: PaymentRecordValues = { ...known, status: refund.status ?? known.status };
    await deps.records.save(payment);
    return { payment, invoiceNumber: null, billingReason: null, nextAttempt: null };
  }

  return { recordCreditNoteRefunds, recordRefundUpdate };
}

export type RefundRecorder = ReturnType<typeof createRefundRecorder>;
