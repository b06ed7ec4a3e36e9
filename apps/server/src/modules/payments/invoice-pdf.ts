import { invoiceTotals, type Invoice } from '@lodestar/contract';
import { dayOf } from '../../lib/day-of.js';
import { renderBillingPdf, type Parties } from './billing-pdf.js';
import type { CreditNoteFigures } from './invoice-answer.js';

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** An invoice's PDF: its number, date, currency and status, then the same lines and totals as its JSON. */
export function renderInvoicePdf(invoice: Invoice, parties: Parties): Promise<Buffer> {
  return renderBillingPdf(
    {
      heading: 'Invoice',
      number: invoice.number ?? invoice.id,
      facts: [
        `Invoice number: ${invoice.number ?? 'Draft'}`,
        `Date of issue: ${dayOf(invoice.created, parties.customer.timeZone)}`,
        `Currency: ${invoice.currency.toUpperCase()}`,
        ...(invoice.status ? [`Status: ${capitalized(invoice.status)}`] : []),
      ],
      currency: invoice.currency,
      lines: invoice.lines.data,
      totals: invoiceTotals(invoice),
      emphasis: 'Total',
    },
    parties,
  );
}

/** A credit note's PDF: the invoice it credits, the lines given back, and where the money went. */
export function renderCreditNotePdf(note: CreditNoteFigures, parties: Parties): Promise<Buffer> {
  return renderBillingPdf(
    {
      heading: 'Credit note',
      number: note.number,
      facts: [
        `Credit note number: ${note.number}`,
        `Date of issue: ${dayOf(note.created, parties.customer.timeZone)}`,
        `Credits invoice: ${note.invoiceNumber}`,
        `Currency: ${note.currency.toUpperCase()}`,
      ],
      currency: note.currency,
      lines: note.lines,
      totals: note.totals,
      emphasis: 'Total credited',
      note: note.memo,
    },
    parties,
  );
}
