import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { PaymentHistoryItem } from '@lodestar/contract';
import { StackedTable, stackedBelow } from '../../../components/stacked-table';
import { formatDate } from '../../../lib/date-time';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
import { useMoney, type Money } from '../../../lib/i18n/use-money';

/**
 * A succeeded payment shows as success (a refund that went through, as refunded); one the provider will not try again
 * as failed, one called off as canceled; any other as pending.
 */
function statusOf(payment: PaymentHistoryItem, t: Translate) {
  if (payment.status === 'failed') return t('payments.history.failed');
  if (payment.status === 'canceled') return t('payments.history.canceled');
  if (payment.status !== 'succeeded') return t('payments.history.pending');
  return t(payment.kind === 'refund' ? 'payments.history.refunded' : 'payments.history.success');
}

/**
 * What paid it (a refund: where it went back to): the card, the account's credit, both, or a 100 % code; nothing, for a
 * payment that failed or was called off.
 */
function paidWith(
  { kind, status, cardAmount, creditAmount, currency }: PaymentHistoryItem,
  t: Translate,
  money: Money,
) {
  if (kind === 'refund') return t(creditAmount > 0 ? 'payments.history.toCredit' : 'payments.history.toCard');
  if (status === 'failed' || status === 'canceled') return t('payments.history.notCharged');
  if (cardAmount > 0 && creditAmount > 0)
    return t('payments.history.paidWithBoth', {
      card: money(cardAmount, currency),
      credit: money(creditAmount, currency),
    });
  if (creditAmount > 0) return t('payments.accountCredit');
  return t(cardAmount > 0 ? 'payments.card' : 'payments.history.paidWithCode');
}

// Each cell is named by its column in the shown language (`data-column`, which a stacked row writes before it) and
// placed by its `data-cell`.
const stacked = stackedBelow(600, {
  '& td[data-cell="details"]': { typography: 'subtitle2', gridRow: 1 },
  '& td[data-cell="details"]::before, & td[data-cell="invoice"]::before': { content: 'none' },
  '& td[data-cell="invoice"]': { gridColumn: 2, gridRow: 1, alignSelf: 'center' },
});

/** One payment's row: its amount, status, details, date and the button that opens its invoice. */
function PaymentRow({ payment, onInvoice }: { payment: PaymentHistoryItem; onInvoice: (invoice: string) => void }) {
  const t = useT();
  const money = useMoney();
  const date = formatDate(payment.created * 1000);
  // A refund is money back: its amount shows negative.
  const amount = money(payment.kind === 'refund' ? -payment.amount : payment.amount, payment.currency);
  return (
    <TableRow>
      <TableCell data-column={t('payments.amount')} sx={{ whiteSpace: 'nowrap' }}>
        {amount}
      </TableCell>
      <TableCell data-column={t('payments.history.paidWith')}>{paidWith(payment, t, money)}</TableCell>
      <TableCell data-column={t('payments.history.status')}>{statusOf(payment, t)}</TableCell>
      <TableCell data-column={t('payments.history.details')} data-cell="details">
        {/* The server's words, in their own direction. */}
        <bdi>{payment.description}</bdi>
      </TableCell>
      <TableCell data-column={t('payments.date')} sx={{ whiteSpace: 'nowrap' }}>
        {date}
      </TableCell>
      <TableCell data-column={t('payments.invoice')} data-cell="invoice">
        <Button
          size="small"
          onClick={() => onInvoice(payment.invoice)}
          aria-label={t('payments.history.invoiceOf', { description: payment.description, date })}
        >
          {t('payments.invoice')}
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
  const t = useT();
  const columns = [
    t('payments.amount'),
    t('payments.history.paidWith'),
    t('payments.history.status'),
    t('payments.history.details'),
    t('payments.date'),
    t('payments.invoice'),
  ];
  return (
    <StackedTable label={t('payments.paymentHistory')} columns={columns} sx={stacked}>
      {payments.map((payment) => (
        <PaymentRow key={payment.id} payment={payment} onInvoice={onInvoice} />
      ))}
    </StackedTable>
  );
}
