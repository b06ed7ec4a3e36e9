import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { SectionLoader } from '../../../components/section-loader';
import { useT } from '../../../lib/i18n/use-t';
import { displayMessage } from '../../../lib/toast';
import { InvoiceDialog } from './invoice-dialog';
import { PaymentHistoryTable } from './payment-history-table';
import { usePaymentHistoryPages } from './use-payment-history-pages';

/** Prev and Next under the table: each off when there is no page that way, or while a page loads. */
function HistoryPager({
  hasNewer,
  hasOlder,
  busy,
  showNewer,
  showOlder,
}: {
  hasNewer: boolean;
  hasOlder: boolean;
  busy: boolean;
  showNewer: () => void;
  showOlder: () => void;
}) {
  const t = useT();
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button disabled={!hasNewer || busy} onClick={showNewer}>
        {t('payments.history.prev')}
      </Button>
      <Button disabled={!hasOlder || busy} onClick={showOlder}>
        {t('payments.history.next')}
      </Button>
    </Stack>
  );
}

/**
 * The payment history: 10 payments a page newest first, Next and Prev by cursor, each payment's invoice
 * in a popup. `deviceId` narrows it to one device's payments.
 */
export function PaymentHistorySection({ deviceId }: { deviceId: string | undefined }) {
  const t = useT();
  const [invoice, setInvoice] = useState<string | null>(null);
  const { history, hasNewer, hasOlder, retry, showNewer, showOlder } = usePaymentHistoryPages(deviceId);

  if (history.isPending) return <SectionLoader label={t('payments.history.loading')} />;
  if (history.isError) return <ErrorState message={displayMessage(history.error)} onRetry={retry} />;
  const payments = history.data.data;
  if (payments.length === 0)
    return (
      <Typography role="status" variant="body2" color="text.secondary">
        {t('payments.history.noRecord')}
      </Typography>
    );
  return (
    <Stack spacing={1.5}>
      <PaymentHistoryTable payments={payments} onInvoice={setInvoice} />
      <HistoryPager
        hasNewer={hasNewer}
        hasOlder={hasOlder}
        busy={history.isFetching}
        showNewer={showNewer}
        showOlder={showOlder}
      />
      {invoice && <InvoiceDialog id={invoice} onClose={() => setInvoice(null)} />}
    </Stack>
  );
}
