import { useState } from 'react';
import type { HistoryCursor } from '../../../lib/payment-keys';
import { usePaymentHistory } from '../api/payment-history';

/** The history's paging: the page at the cursor, whether newer or older payments follow, the moves between pages. */
export function usePaymentHistoryPages(deviceId: string | undefined) {
  const [cursor, setCursor] = useState<HistoryCursor>({});
  const history = usePaymentHistory(deviceId, cursor);
  const payments = history.data?.data ?? [];
  const hasMore = history.data?.has_more ?? false;
  // Read forwards (the first page, or after a payment), `has_more` says whether older ones follow; read backwards
  // (before a payment), whether newer ones precede. The other direction always has the page it came from.
  const backwards = 'ending_before' in cursor;
  return {
    history,
    hasNewer: backwards ? hasMore : 'starting_after' in cursor,
    hasOlder: backwards ? true : hasMore,
    // A page that failed is read again; a cursor the server refused (gone, say) starts again from the first page.
    retry: () => (Object.keys(cursor).length > 0 ? setCursor({}) : void history.refetch()),
    showNewer: () => setCursor({ ending_before: payments[0]!.id }),
    showOlder: () => setCursor({ starting_after: payments.at(-1)!.id }),
  };
}
