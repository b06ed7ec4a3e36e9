import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Invoice } from '@lodestar/contract';
import { useId } from 'react';
import { ErrorState } from '../../../components/error-state';
import { SectionLoader } from '../../../components/section-loader';
import { formatDate } from '../../../lib/date-time';
import { displayMessage } from '../../../lib/toast';
import { formatMoney } from '../../subscriptions';
import { useInvoice } from '../api/invoice';

/** The figures under the lines, in the invoice's order; zero discounts and balances are left out. */
function totalsOf(invoice: Invoice): [string, number][] {
  return [
    ['Subtotal', invoice.subtotal] as [string, number],
    ...(invoice.total_discount_amount > 0 ? [['Discount', -invoice.total_discount_amount] as [string, number]] : []),
    ...invoice.total_taxes.map((tax) => [`${tax.display_name} (${tax.percentage}%)`, tax.amount] as [string, number]),
    ['Total', invoice.total] as [string, number],
    ...(invoice.starting_balance !== 0 ? [['Applied balance', invoice.starting_balance] as [string, number]] : []),
    ['Amount due', invoice.amount_due] as [string, number],
    ['Amount paid', invoice.amount_paid] as [string, number],
  ];
}

function InvoiceBody({ invoice }: { invoice: Invoice }) {
  const money = (cents: number) => formatMoney(cents, invoice.currency);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {invoice.number ?? 'Draft'} · {formatDate(invoice.created * 1000)}
      </Typography>
      <Table size="small" aria-label="Invoice lines">
        <TableHead>
          <TableRow>
            <TableCell>Description</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.lines.data.map((line, index) => (
            <TableRow key={index}>
              <TableCell>{line.description}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {money(line.amount)}
              </TableCell>
            </TableRow>
          ))}
          {totalsOf(invoice).map(([label, amount]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: label === 'Total' ? 600 : undefined }}>
                {label}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: label === 'Total' ? 600 : undefined }}>
                {money(amount)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** The invoice popup of the payment history: number, date, lines, subtotal, taxes, total, balance, due and paid. */
export function InvoiceDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const titleId = useId();
  const invoice = useInvoice(id);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Invoice</DialogTitle>
      <DialogContent>
        {invoice.isPending ? (
          <SectionLoader label="Loading invoice" />
        ) : invoice.isError ? (
          <ErrorState message={displayMessage(invoice.error)} onRetry={() => void invoice.refetch()} />
        ) : (
          <InvoiceBody invoice={invoice.data} />
        )}
      </DialogContent>
      <DialogActions>
        {invoice.data?.invoice_pdf && (
          <Button href={invoice.data.invoice_pdf} target="_blank" rel="noopener" startIcon={<Download />}>
            Download PDF
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
