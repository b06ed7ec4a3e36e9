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
import { sellerTaxId, type Invoice } from '@lodestar/contract';
import { useId } from 'react';
import { ErrorState } from '../../../components/error-state';
import { SectionLoader } from '../../../components/section-loader';
import { formatDate } from '../../../lib/date-time';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
import { displayMessage, toast } from '../../../lib/toast';
import { useInvoice } from '../api/invoice';
import { creditNotePdf, invoicePdf, useDownloadPdf, type BillingPdf } from '../api/invoice-pdf';
import { invoiceFiguresOf, invoiceHeadingOf, lineDetailsOf } from '../invoice-texts';
import { useMoney } from '../../../lib/i18n/use-money';

/** "27/11/2026 · refunded $16.49", and what went to the account's balance instead, if anything. */
function creditNoteSummary(note: Invoice['credit_notes'][number], amount: (cents: number) => string, t: Translate) {
  const parts = [formatDate(note.created * 1000)];
  if (note.refunded > 0) parts.push(t('payments.invoice.refunded', { amount: amount(note.refunded) }));
  if (note.total > note.refunded)
    parts.push(t('payments.invoice.toBalance', { amount: amount(note.total - note.refunded) }));
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
  const t = useT();
  const money = useMoney();
  if (invoice.credit_notes.length === 0) return null;
  const amount = (cents: number) => money(cents, invoice.currency);
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 3 }}>
        {t('payments.invoice.refunds')}
      </Typography>
      <List dense disablePadding aria-label={t('payments.invoice.refunds')}>
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
                aria-label={t('payments.invoice.downloadCreditNote', { number: note.number })}
              >
                {t('payments.invoice.pdf')}
              </Button>
            }
          >
            <ListItemText
              primary={t('payments.invoice.creditNote', { number: note.number })}
              secondary={creditNoteSummary(note, amount, t)}
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
  const t = useT();
  const shownMoney = useMoney();
  const money = (cents: number) => shownMoney(cents, invoice.currency);
  const date = (seconds: number) => formatDate(seconds * 1000);
  const heading = invoiceHeadingOf(invoice, t);
  const number = invoice.number ?? t('payments.invoice.draft');
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('payments.invoice.heading', { heading, number, date: date(invoice.created) })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('payments.invoice.from', { seller: invoice.seller.name, taxId: sellerTaxId(invoice.seller) })}
      </Typography>
      <Table size="small" aria-label={t('payments.invoice.lines')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('payments.invoice.description')}</TableCell>
            <TableCell align="right">{t('payments.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.lines.data.map((line, index) => (
            <TableRow key={index}>
              <TableCell>
                {line.description}
                {lineDetailsOf(line, date, t).map((detail) => (
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
          {invoiceFiguresOf(invoice, t).map(({ key, label, cents }) => (
            <FigureRow key={key} label={label} amount={money(cents)} bold={key === 'total'} />
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
  const t = useT();
  const titleId = useId();
  const invoice = useInvoice(id);
  const download = useDownloadPdf();
  const downloadPdf = (pdf: BillingPdf) => download.mutate(pdf, { onError: (error) => toast.error(error) });
  const downloading = download.isPending ? download.variables.id : null;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('payments.invoice')}</DialogTitle>
      <DialogContent>
        {invoice.isPending ? (
          <SectionLoader label={t('payments.invoice.loading')} />
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
            {t('payments.invoice.download')}
          </Button>
        )}
        <Button onClick={onClose}>{t('payments.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
