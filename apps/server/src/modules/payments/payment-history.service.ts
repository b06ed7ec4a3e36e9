import { billingMessages, type PaymentHistoryItem } from '@lodestar/contract';
import { ValidationError } from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import { createInvoiceDocuments, type InvoiceDocumentsDeps } from './invoice-documents.js';
import { behindPayerGate, type PayerGate } from './payer-gate.js';
import type { PaymentRecordRow, PaymentRecordsRepository } from './payment-records.repository.js';

export interface HistoryQuery {
  limit: number;
  starting_after?: string;
  ending_before?: string;
  deviceId?: string;
}

const itemOf = (row: PaymentRecordRow): PaymentHistoryItem => ({
  _id: row.id,
  id: row.id,
  kind: row.kind,
  invoice: row.invoiceId,
  amount: row.amount,
  cardAmount: row.cardAmount,
  creditAmount: row.creditAmount,
  currency: row.currency,
  status: row.status,
  description: row.description,
  created: row.created,
  deviceUUID: row.deviceUUID,
});

/**
 * A user's payments, paged by cursor newest first, and their invoices: only their own, whatever id is asked for; for
 * payers only (`payer`).
 */
export function createPaymentHistoryService({
  records,
  payer,
  ...documents
}: InvoiceDocumentsDeps & { records: PaymentRecordsRepository; payer: PayerGate }) {
  /** A cursor must be one of the caller's payments; any other id is a 400. */
  async function cursor(caller: Caller, id: string | undefined) {
    if (!id) return undefined;
    const found = await records.find(caller.id, id);
    if (!found) throw new ValidationError(billingMessages.cursorNotFound);
    return found;
  }

  return behindPayerGate(payer, {
    async history(caller: Caller, query: HistoryQuery) {
      const { rows, hasMore } = await records.page({
        userId: caller.id,
        deviceRef: query.deviceId,
        limit: query.limit,
        after: await cursor(caller, query.starting_after),
        before: await cursor(caller, query.ending_before),
      });
      return { data: rows.map(itemOf), has_more: hasMore };
    },

    ...createInvoiceDocuments(documents),
  });
}

export type PaymentHistoryService = ReturnType<typeof createPaymentHistoryService>;
