import type Stripe from 'stripe';
import type { Currency } from '@lodestar/contract';
import type { PaymentRecordValues } from './payment-records.repository.js';
import { paymentContext, type RecordedPayment, type RecorderDeps } from './payment-recorder.js';
import { idOf } from './provider-ids.js';

/**
 * Writes each card refund of a credit note into the payment history as a row of its own ("Refund: Monthly for Bike"),
 * and answers them with the credit note's number for the payer's mail.
 */
export function createRefundRecorder(deps: RecorderDeps) {
  return async function recordCreditNoteRefunds(creditNote: Stripe.CreditNote): Promise<RecordedPayment[]> {
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
  };
}

export type RefundRecorder = ReturnType<typeof createRefundRecorder>;
