import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatMoney,
  invoiceHeading,
  invoiceLineDetails,
  invoicePaymentRows,
  invoiceTotals,
  sellerTaxId,
  type Invoice,
} from '@lodestar/contract';
import { useId } from 'react';
import { ErrorState } from '../../../components/error-state';
import { SectionLoader } from '../../../components/section-loader';
import { formatDate } from '../../../lib/date-time';
import { displayMessage, toast } from '../../../lib/toast';
import { useInvoice } from '../api/invoice';
import { creditNotePdf, invoicePdf, useDownloadPdf, type BillingPdf } from '../api/invoice-pdf';

/** "27/11/2026 · refunded $16.49", and what went to the account's balance instead, if anything. */
function creditNoteSummary(note: Invoice['credit_notes'][number], currency: Invoice['currency']) {
  const parts = [formatDate(note.created * 1000)];
  if (note.refunded > 0) parts.push(`refunded ${formatMoney(note.refunded, currency)}`);
  if (note.total > note.refunded) parts.push(`${formatMoney(note.total - note.refunded, currency)} to your balance`);
  return parts.join(' · ');
}

/** The invoice's refunds: each credit note with its date, what went back to the card, and its PDF. */
function CreditNotes({
  invoice,
  onDownload,
  downloading,
}: {
  invoice: Invoice;
  onDownload: (pdf: BillingPdf) => void;
  downloading: string | null;
}) {
  if (invoice.credit_notes.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 3 }}>
        Refunds
      </Typography>
      <List dense disablePadding aria-label="Refunds">
        {invoice.credit_notes.map((note) => (
          <ListItem
            key={note.id}
            disableGutters
            divider
            secondaryAction={
              <Button
                size="small"
                startIcon={<Download />}
                loading={downloading === note.id}
                onClick={() => onDownload(creditNotePdf(note))}
                aria-label={`Download credit note ${note.number}`}
              >
                PDF
              </Button>
            }
          >
            <ListItemText
              primary={`Credit note ${note.number}`}
              secondary={creditNoteSummary(note, invoice.currency)}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}

/** A row under the lines: a total, or what paid a part. */
function FigureRow({ label, amount, bold }: { label: string; amount: string; bold: boolean }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ fontWeight: bold ? 600 : undefined }}>
        {label}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: bold ? 600 : undefined }}>
        {amount}
      </TableCell>
    </TableRow>
  );
}

function InvoiceBody({ invoice }: { invoice: Invoice }) {
  const money = (cents: number) => formatMoney(cents, invoice.currency);
  const date = (seconds: number) => formatDate(seconds * 1000);
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {invoiceHeading(invoice)} {invoice.number ?? 'Draft'} · {date(invoice.created)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        From {invoice.seller.name} · {sellerTaxId(invoice.seller)}
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
              <TableCell>
                {line.description}
                {invoiceLineDetails(line, date).map((detail) => (
                  <Typography key={detail} variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {detail}
                  </Typography>
                ))}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {money(line.amount)}
              </TableCell>
            </TableRow>
          ))}
          {[...invoiceTotals(invoice), ...invoicePaymentRows(invoice)].map(([label, amount]) => (
            <FigureRow key={label} label={label} amount={money(amount)} bold={label === 'Total'} />
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/**
 * The invoice popup of the payment history: number, date and seller, the lines with their tracker and service period,
 * subtotal, taxes, total, balance, due and paid, what paid it, then the credit notes of its refunds.
 */
export function InvoiceDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const titleId = useId();
  const invoice = useInvoice(id);
  const download = useDownloadPdf();
  const downloadPdf = (pdf: BillingPdf) => download.mutate(pdf, { onError: (error) => toast.error(error) });
  const downloading = download.isPending ? download.variables.id : null;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Invoice</DialogTitle>
      <DialogContent>
        {invoice.isPending ? (
          <SectionLoader label="Loading invoice" />
        ) : invoice.isError ? (
          <ErrorState message={displayMessage(invoice.error)} onRetry={() => void invoice.refetch()} />
        ) : (
          <>
            <InvoiceBody invoice={invoice.data} />
            <CreditNotes invoice={invoice.data} onDownload={downloadPdf} downloading={downloading} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        {invoice.data?.invoice_pdf && (
          <Button
            startIcon={<Download />}
            loading={downloading === invoice.data.id}
            onClick={() => downloadPdf(invoicePdf(invoice.data))}
          >
            Download PDF
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
