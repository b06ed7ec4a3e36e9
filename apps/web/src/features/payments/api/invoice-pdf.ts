import { invoicePdfFileName, paymentHistoryEndpoints, type Invoice } from '@lodestar/contract';
import { useMutation } from '@tanstack/react-query';
import { callApiForFile } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

/** Download PDF: fetched with the session's Authorization header, then saved as `invoice-{number}.pdf`. */
export function useDownloadInvoicePdf() {
  return useMutation({
    mutationFn: async (invoice: Invoice) =>
      saveBlob(
        await callApiForFile(paymentHistoryEndpoints.invoicePdf, { params: { id: invoice.id } }),
        invoicePdfFileName(invoice),
      ),
  });
}
