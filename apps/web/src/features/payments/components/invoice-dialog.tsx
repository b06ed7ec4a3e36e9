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
import { formatMoney, invoiceTotals, type Invoice } from '@lodestar/contract';
import { useId } from 'react';
import { ErrorState } from '../../../components/error-state';
import { SectionLoader } from '../../../components/section-loader';
import { formatDate } from '../../../lib/date-time';
import { displayMessage, toast } from '../../../lib/toast';
import { useInvoice } from '../api/invoice';
import { useDownloadInvoicePdf } from '../api/invoice-pdf';

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
          {invoiceTotals(invoice).map(([label, amount]) => (
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
  const download = useDownloadInvoicePdf();
  const downloadPdf = (shown: Invoice) => download.mutate(shown, { onError: (error) => toast.error(error) });
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
          <Button startIcon={<Download />} loading={download.isPending} onClick={() => downloadPdf(invoice.data)}>
            Download PDF
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
