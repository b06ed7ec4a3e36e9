import {
  invoiceHeading,
  invoiceLineDetails,
  invoicePaymentRows,
  invoiceTotals,
  type Invoice,
} from '@lodestar/contract';
import { dateOf } from '../../lib/day-of.js';
import { renderBillingPdf, type Parties } from './billing-pdf.js';
import type { CreditNoteFigures } from './invoice-answer.js';

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Each line with its tracker and service period under it, dates in the customer's time zone. */
const withDetails = (lines: CreditNoteFigures['lines'], parties: Parties) =>
  lines.map((line) => ({
    description: line.description,
    amount: line.amount,
    details: invoiceLineDetails(line, (seconds) => dateOf(new Date(seconds * 1000), parties.customer.timeZone)),
  }));

/**
 * An invoice's PDF: "Tax invoice" when it charges tax (else "Invoice"), its number, date, currency and status, then the
 * same lines, totals and payments as its JSON.
 */
export function renderInvoicePdf(invoice: Invoice, parties: Parties): Promise<Buffer> {
  return renderBillingPdf(
    {
      heading: invoiceHeading(invoice),
      number: invoice.number ?? invoice.id,
      facts: [
        `Invoice number: ${invoice.number ?? 'Draft'}`,
        `Date of issue: ${dateOf(new Date(invoice.created * 1000), parties.customer.timeZone)}`,
        `Currency: ${invoice.currency.toUpperCase()}`,
        ...(invoice.status ? [`Status: ${capitalized(invoice.status)}`] : []),
      ],
      currency: invoice.currency,
      lines: withDetails(invoice.lines.data, parties),
      totals: invoiceTotals(invoice),
      emphasis: 'Total',
      payments: invoicePaymentRows(invoice),
    },
    parties,
  );
}

/**
 * A credit note's PDF: the invoice it credits (a tax invoice named so: the note adjusts the tax it charged), the lines
 * given back, and where the money went.
 */
export function renderCreditNotePdf(note: CreditNoteFigures, parties: Parties): Promise<Buffer> {
  return renderBillingPdf(
    {
      heading: 'Credit note',
      number: note.number,
      facts: [
        `Credit note number: ${note.number}`,
        `Date of issue: ${dateOf(new Date(note.created * 1000), parties.customer.timeZone)}`,
        `${note.taxInvoice ? 'Adjusts tax invoice' : 'Credits invoice'}: ${note.invoiceNumber}`,
        `Currency: ${note.currency.toUpperCase()}`,
      ],
      currency: note.currency,
      lines: withDetails(note.lines, parties),
      totals: note.totals,
      emphasis: 'Total credited',
      note: note.memo,
    },
    parties,
  );
}
