import type Stripe from 'stripe';
import { fromProvider } from './provider-errors.js';

/** Enough for any invoice or credit note Lodestar makes; the provider pages them 100 at a time. */
const MOST_LINES = 10_000;

/**
 * Every line of an invoice. The provider embeds at most ten (`lines.has_more` telling of more), so the rest are read
 * through the lines' own list.
 */
export async function invoiceLines(stripe: Stripe, invoice: Stripe.Invoice): Promise<Stripe.InvoiceLineItem[]> {
  if (!invoice.lines.has_more) return invoice.lines.data;
  return fromProvider(() =>
    stripe.invoices.listLineItems(invoice.id!, { limit: 100 }).autoPagingToArray({ limit: MOST_LINES }),
  );
}

/** Every line of a credit note, read as an invoice's are. */
export async function creditNoteLines(stripe: Stripe, note: Stripe.CreditNote): Promise<Stripe.CreditNoteLineItem[]> {
  if (!note.lines.has_more) return note.lines.data;
  return fromProvider(() =>
    stripe.creditNotes.listLineItems(note.id, { limit: 100 }).autoPagingToArray({ limit: MOST_LINES }),
  );
}
