import type Stripe from 'stripe';
import type { Currency } from '@lodestar/contract';
import type { PaymentRecordValues } from './payment-records.repository.js';
import { paymentContext, type RecordedPayment, type RecorderDeps } from './payment-recorder.js';
import { idOf } from './provider-ids.js';

/**
 * Writes each card refund of a credit note into the payment history as a row of its own ("Refund: Monthly for Bike"),
 * and answers those the payer should be told of (gone through) with the credit note's number for the mail; a refund's
 * later state (a pending one that went through or failed) replaces its row.
 */
/** A refund's states in the order they come: pending (or waiting on the payer), then through, then failed or canceled. */
const STAGES: Record<string, number> = { pending: 0, requires_action: 0, succeeded: 1, failed: 2, canceled: 2 };
const stageOf = (status: string) => STAGES[status] ?? 0;

/** The part of a credit note that went to the customer's balance: its total less the refunds and what was settled outside. */
const creditedToBalance = (note: Stripe.CreditNote) =>
  note.customer_balance_transaction
    ? note.total -
      note.refunds.reduce((sum, refund) => sum + refund.amount_refunded, 0) -
      (note.out_of_band_amount ?? 0)
    : 0;

/** What the payer is told of a refund: the row, with the credit note's number for the mail. */
const toldOf = (payment: PaymentRecordValues, creditNote: Stripe.CreditNote): RecordedPayment => ({
  payment,
  invoiceNumber: creditNote.number,
  billingReason: null,
  nextAttempt: null,
  discounts: [],
});

export function createRefundRecorder(deps: RecorderDeps) {
  /**
   * Writes the refund's row when its state moves on (a late delivery of an older state changes nothing), and answers
   * whether the payer should now be told: the refund has just gone through.
   */
  async function saveRefund(payment: PaymentRecordValues): Promise<boolean> {
    const before = await deps.records.byId(payment.id);
    if (before && stageOf(payment.status) <= stageOf(before.status)) return false;
    await deps.records.save(payment);
    return payment.status === 'succeeded';
  }

  /**
   * Writes a credit note's refunds (each card refund, and what went back to the credit) and answers those gone through,
   * for the one mail of the note: `credit_note.created` is handled once, so its parts are told once, whether the
   * refund's request wrote them first or not.
   */
  async function recordCreditNoteRefunds(creditNote: Stripe.CreditNote): Promise<RecordedPayment[]> {
    const invoiceId = idOf(creditNote.invoice);
    const toCredit = creditedToBalance(creditNote);
    if (!invoiceId || (creditNote.refunds.length === 0 && toCredit === 0)) return [];
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
        cardAmount: refund.amount,
        creditAmount: 0,
        currency: refund.currency as Currency,
        status: refund.status ?? 'pending',
        created: refund.created,
      };
      await saveRefund(payment);
      if (payment.status === 'succeeded') recorded.push(toldOf(payment, creditNote));
    }
    if (toCredit > 0) {
      // What went back to the account's credit: a row of its own, keyed by the credit note, done as it is issued.
      const payment: PaymentRecordValues = {
        id: creditNote.id,
        kind: 'refund',
        ...context,
        invoiceId,
        amount: toCredit,
        cardAmount: 0,
        creditAmount: toCredit,
        currency: creditNote.currency as Currency,
        status: 'succeeded',
        created: creditNote.created,
      };
      const toCard = recorded[0];
      await saveRefund(payment);
      // One mail for the credit note: the card refund told now says what went back to the credit too.
      if (toCard)
        toCard.payment = { ...toCard.payment, amount: toCard.payment.amount + toCredit, creditAmount: toCredit };
      else recorded.push(toldOf(payment, creditNote));
    }
    return recorded;
  }

  /** A refund of the history changed state: answered when the payer should be told, as for a credit note's. */
  async function recordRefundUpdate(refund: Stripe.Refund): Promise<RecordedPayment | undefined> {
    const known = await deps.records.byId(refund.id);
    if (!known || known.kind !== 'refund') return undefined;
    const payment: PaymentRecordValues = { ...known, status: refund.status ?? known.status };
    if (!(await saveRefund(payment))) return undefined;
    return { payment, invoiceNumber: null, billingReason: null, nextAttempt: null, discounts: [] };
  }

  return { recordCreditNoteRefunds, recordRefundUpdate };
}

export type RefundRecorder = ReturnType<typeof createRefundRecorder>;
