import type Stripe from 'stripe';
import { eachLogged } from '../../lib/each-logged.js';
import type { PaymentRecordsRepository } from './payment-records.repository.js';
import { fromProvider } from './provider-errors.js';
import type { RefundRecorder } from './refund-recorder.js';

/** Most refunds under way read again in one run; more wait for the next. */
const UNDER_WAY_BATCH = 1000;

export interface RefundReconciliationDeps {
  stripe: Stripe;
  records: Pick<PaymentRecordsRepository, 'refundsUnderWay'>;
  refunds: RefundRecorder;
  log: { error(details: object, message: string): void };
}

/**
 * Re-reads from the provider the refunds a lost event would have written into the payment history (decision 0057):
 * the card refunds of every credit note created since a time (a lost `credit_note.created`), and every refund the
 * history still holds as under way (a lost `refund.updated`). Each goes through the recorder the webhook uses, so a
 * refund written already changes nothing, and nobody is mailed. Answers how many credit notes and refunds it read.
 */
export function createRefundReconciliation(deps: RefundReconciliationDeps) {
  return async function reconcileRefunds(since: number): Promise<{ creditNotes: number; refunds: number }> {
    const notes = await fromProvider(() =>
      deps.stripe.creditNotes.list({ created: { gte: since }, limit: 100 }).autoPagingToArray({ limit: 10_000 }),
    );
    const creditNotes = await eachLogged(
      notes,
      { what: 'creditNote', idOf: (note) => note.id, failure: 'reconciling a credit note failed' },
      deps.log,
      (note) => fromProvider(() => deps.refunds.recordCreditNoteRefunds(note)),
    );
    const refunds = await eachLogged(
      await deps.records.refundsUnderWay(UNDER_WAY_BATCH),
      { what: 'refund', idOf: (id) => id, failure: 'reconciling a refund failed' },
      deps.log,
      (id) => fromProvider(async () => deps.refunds.recordRefundUpdate(await deps.stripe.refunds.retrieve(id))),
    );
    return { creditNotes, refunds };
  };
}

export type RefundReconciliation = ReturnType<typeof createRefundReconciliation>;
