import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney, type PaymentHistoryItem } from '@lodestar/contract';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { SectionLoader } from '../../../components/section-loader';
import { stackedBelow } from '../../../components/stacked-table';
import { formatDate } from '../../../lib/date-time';
import { displayMessage } from '../../../lib/toast';
import { usePaymentHistory } from '../api/payment-history';
import type { HistoryCursor } from '../../../lib/payment-keys';
import { paymentTexts } from '../payment-texts';
import { InvoiceDialog } from './invoice-dialog';

const COLUMNS = ['Amount', 'Status', 'Details', 'Date', 'Invoice'] as const;

/** A succeeded payment shows as success, any other as pending; a refund that went through, as refunded. */
function statusOf(payment: PaymentHistoryItem) {
  if (payment.status !== 'succeeded') return paymentTexts.pending;
  return payment.kind === 'refund' ? paymentTexts.refunded : paymentTexts.success;
}

/** A refund is money back: its amount shows negative. */
const amountOf = (payment: PaymentHistoryItem) =>
  formatMoney(payment.kind === 'refund' ? -payment.amount : payment.amount, payment.currency);

const stacked = stackedBelow(600, {
  '& td[data-column="Details"]': { typography: 'subtitle2', gridRow: 1 },
  '& td[data-column="Details"]::before, & td[data-column="Invoice"]::before': { content: 'none' },
  '& td[data-column="Invoice"]': { gridColumn: 2, gridRow: 1, alignSelf: 'center' },
});

/**
 * The payment history: 10 payments a page newest first, Next and Prev by cursor, each payment's invoice
 * in a popup. `deviceId` narrows it to one device's payments.
 */
export function PaymentHistorySection({ deviceId }: { deviceId: string | undefined }) {
  const [cursor, setCursor] = useState<HistoryCursor>({});
  const [invoice, setInvoice] = useState<string | null>(null);
  const history = usePaymentHistory(deviceId, cursor);

  if (history.isPending) return <SectionLoader label="Loading payment history" />;
  // A page that failed is read again; a cursor the server refused (gone, say) starts again from the first page.
  if (history.isError)
    return (
      <ErrorState
        message={displayMessage(history.error)}
        onRetry={() => (Object.keys(cursor).length > 0 ? setCursor({}) : void history.refetch())}
      />
    );
  const { data: payments, has_more } = history.data;
  // Read forwards (the first page, or after a payment), `has_more` says whether older ones follow; read backwards
  // (before a payment), whether newer ones precede. The other direction always has the page it came from.
  const backwards = 'ending_before' in cursor;
  const hasNewer = backwards ? has_more : 'starting_after' in cursor;
  const hasOlder = backwards ? true : has_more;

  if (payments.length === 0)
    return (
      <Typography role="status" variant="body2" color="text.secondary">
        {paymentTexts.noRecord}
      </Typography>
    );
  return (
    <Stack spacing={1.5}>
      <TableContainer component={Paper} variant="outlined" sx={{ containerType: 'inline-size' }}>
        <Table size="small" aria-label="Payment history" sx={stacked}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {payments.map((payment) => (
              <TableRow key={payment.id}>
                <TableCell data-column="Amount" sx={{ whiteSpace: 'nowrap' }}>
                  {amountOf(payment)}
                </TableCell>
                <TableCell data-column="Status">{statusOf(payment)}</TableCell>
                <TableCell data-column="Details">{payment.description}</TableCell>
                <TableCell data-column="Date" sx={{ whiteSpace: 'nowrap' }}>
                  {formatDate(payment.created * 1000)}
                </TableCell>
                <TableCell data-column="Invoice">
                  <Button
                    size="small"
                    onClick={() => setInvoice(payment.invoice)}
                    aria-label={`Invoice of ${payment.description}, ${formatDate(payment.created * 1000)}`}
                  >
                    Invoice
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button
          disabled={!hasNewer || history.isFetching}
          onClick={() => setCursor({ ending_before: payments[0]!.id })}
        >
          Prev
        </Button>
        <Button
          disabled={!hasOlder || history.isFetching}
          onClick={() => setCursor({ starting_after: payments.at(-1)!.id })}
        >
          Next
        </Button>
      </Stack>
      {invoice && <InvoiceDialog id={invoice} onClose={() => setInvoice(null)} />}
    </Stack>
  );
}
