import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatMoney, type PaymentHistoryItem } from '@lodestar/contract';
import { StackedTable, stackedBelow } from '../../../components/stacked-table';
import { formatDate } from '../../../lib/date-time';
import { paymentTexts } from '../payment-texts';

const COLUMNS = ['Amount', 'Paid with', 'Status', 'Details', 'Date', 'Invoice'] as const;

/**
 * A succeeded payment shows as success (a refund that went through, as refunded); one the provider will not try again
 * as failed, one called off as canceled; any other as pending.
 */
function statusOf(payment: PaymentHistoryItem) {
  if (payment.status === 'failed') return paymentTexts.failed;
  if (payment.status === 'canceled') return paymentTexts.canceled;
  if (payment.status !== 'succeeded') return paymentTexts.pending;
  return payment.kind === 'refund' ? paymentTexts.refunded : paymentTexts.success;
}

/**
 * What paid it (a refund: where it went back to): the card, the account's credit, both, or a 100 % code; nothing, for a
 * payment that failed or was called off.
 */
function paidWith({ kind, status, cardAmount, creditAmount, currency }: PaymentHistoryItem) {
  if (kind === 'refund') return creditAmount > 0 ? paymentTexts.toCredit : paymentTexts.toCard;
  if (status === 'failed' || status === 'canceled') return paymentTexts.notCharged;
  if (cardAmount > 0 && creditAmount > 0)
    return paymentTexts.paidWithBoth(formatMoney(cardAmount, currency), formatMoney(creditAmount, currency));
  if (creditAmount > 0) return paymentTexts.paidWithCredit;
  return cardAmount > 0 ? paymentTexts.paidWithCard : paymentTexts.paidWithCode;
}

/** A refund is money back: its amount shows negative. */
const amountOf = (payment: PaymentHistoryItem) =>
  formatMoney(payment.kind === 'refund' ? -payment.amount : payment.amount, payment.currency);

const stacked = stackedBelow(600, {
  '& td[data-column="Details"]': { typography: 'subtitle2', gridRow: 1 },
  '& td[data-column="Details"]::before, & td[data-column="Invoice"]::before': { content: 'none' },
  '& td[data-column="Invoice"]': { gridColumn: 2, gridRow: 1, alignSelf: 'center' },
});

/** One payment's row: its amount, status, details, date and the button that opens its invoice. */
function PaymentRow({ payment, onInvoice }: { payment: PaymentHistoryItem; onInvoice: (invoice: string) => void }) {
  const date = formatDate(payment.created * 1000);
  return (
    <TableRow>
      <TableCell data-column="Amount" sx={{ whiteSpace: 'nowrap' }}>
        {amountOf(payment)}
      </TableCell>
      <TableCell data-column="Paid with">{paidWith(payment)}</TableCell>
      <TableCell data-column="Status">{statusOf(payment)}</TableCell>
      <TableCell data-column="Details">{payment.description}</TableCell>
      <TableCell data-column="Date" sx={{ whiteSpace: 'nowrap' }}>
        {date}
      </TableCell>
      <TableCell data-column="Invoice">
        <Button
          size="small"
          onClick={() => onInvoice(payment.invoice)}
          aria-label={`Invoice of ${payment.description}, ${date}`}
        >
          Invoice
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** A page of payments as a table, stacked into cards on a narrow screen; `onInvoice` opens a payment's invoice. */
export function PaymentHistoryTable({
  payments,
  onInvoice,
}: {
  payments: PaymentHistoryItem[];
  onInvoice: (invoice: string) => void;
}) {
  return (
    <StackedTable label="Payment history" columns={COLUMNS} sx={stacked}>
      {payments.map((payment) => (
        <PaymentRow key={payment.id} payment={payment} onInvoice={onInvoice} />
      ))}
    </StackedTable>
  );
}
