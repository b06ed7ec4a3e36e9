import { creditNotePdfFileName, invoicePdfFileName, paymentHistoryEndpoints, type Invoice } from '@lodestar/contract';
import { useMutation } from '@tanstack/react-query';
import { callApiForFile } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

type CreditNote = Invoice['credit_notes'][number];

/** A PDF of the payment history: an invoice's or a credit note's, with the name it is saved under. */
export interface BillingPdf {
  endpoint: typeof paymentHistoryEndpoints.invoicePdf | typeof paymentHistoryEndpoints.creditNotePdf;
  id: string;
  fileName: string;
}

export const invoicePdf = (invoice: Invoice): BillingPdf => ({
  endpoint: paymentHistoryEndpoints.invoicePdf,
  id: invoice.id,
  fileName: invoicePdfFileName(invoice),
});

export const creditNotePdf = (note: CreditNote): BillingPdf => ({
  endpoint: paymentHistoryEndpoints.creditNotePdf,
  id: note.id,
  fileName: creditNotePdfFileName(note.number),
});

/** Download PDF: fetched with the session's Authorization header, then saved under its file name. */
export function useDownloadPdf() {
  return useMutation({
    mutationFn: async ({ endpoint, id, fileName }: BillingPdf) =>
      saveBlob(await callApiForFile(endpoint, { params: { id } }), fileName),
  });
}
