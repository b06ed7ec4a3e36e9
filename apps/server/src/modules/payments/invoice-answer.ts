import type Stripe from 'stripe';
import { creditNotePdfPath, invoicePdfPath, type Currency, type Invoice } from '@lodestar/contract';
import { fromProvider } from './provider-errors.js';
import { creditNoteLines, invoiceLines } from './provider-lines.js';

type TaxAmount = { amount: number; tax_rate_details?: { tax_rate: string } | null };

/** A credit note's figures as its PDF shows them. */
export interface CreditNoteFigures {
  number: string;
  created: number;
  currency: Currency;
  invoiceNumber: string;
  lines: { description: string; amount: number }[];
  totals: [label: string, cents: number][];
  memo: string | null;
}

/** The tax rates the amounts name, with their display names and percentages, read once each. */
export async function taxRatesOf(stripe: Stripe, taxes: TaxAmount[], known: Stripe.TaxRate[] = []) {
  const rates = new Map(known.map((rate) => [rate.id, rate]));
  for (const tax of taxes) {
    const id = tax.tax_rate_details?.tax_rate;
    if (id && !rates.has(id)) rates.set(id, await fromProvider(() => stripe.taxRates.retrieve(id)));
  }
  return (tax: TaxAmount) => {
    const rate = tax.tax_rate_details?.tax_rate ? rates.get(tax.tax_rate_details.tax_rate) : undefined;
    return { display_name: rate?.display_name ?? 'Tax', percentage: rate?.percentage ?? 0, amount: tax.amount };
  };
}

const refundedBy = (note: Stripe.CreditNote) => note.refunds.reduce((sum, refund) => sum + refund.amount_refunded, 0);

/** The invoice popup's figures, from the provider's invoice and the credit notes of its refunds. */
export async function invoiceAnswer(
  stripe: Stripe,
  invoice: Stripe.Invoice,
  notes: Stripe.CreditNote[],
): Promise<Invoice> {
  const currency = invoice.currency as Currency;
  const taxOf = await taxRatesOf(stripe, invoice.total_taxes ?? [], invoice.default_tax_rates);
  return {
    id: invoice.id!,
    number: invoice.number,
    created: invoice.created,
    currency,
    status: invoice.status,
    lines: {
      data: (await invoiceLines(stripe, invoice)).map((line) => ({
        description: line.description ?? '',
        amount: line.amount,
        currency,
      })),
    },
    subtotal: invoice.subtotal,
    total_discount_amount: (invoice.total_discount_amounts ?? []).reduce((sum, discount) => sum + discount.amount, 0),
    default_tax_rates: invoice.default_tax_rates.map((rate) => ({
      display_name: rate.display_name,
      percentage: rate.percentage,
    })),
    total_taxes: (invoice.total_taxes ?? []).map(taxOf),
    total: invoice.total,
    starting_balance: invoice.starting_balance,
    amount_due: invoice.amount_due,
    amount_paid: invoice.amount_paid,
    invoice_pdf: invoice.status === 'draft' ? null : invoicePdfPath(invoice.id!),
    credit_notes: notes
      .filter((note) => note.status === 'issued')
      .sort((a, b) => a.created - b.created)
      .map((note) => ({
        id: note.id,
        number: note.number,
        created: note.created,
        total: note.total,
        refunded: refundedBy(note),
        pdf: creditNotePdfPath(note.id),
      })),
  };
}

/** A credit note's lines and totals: subtotal, discount, taxes, the total credited, and where it went. */
export async function creditNoteFigures(
  stripe: Stripe,
  note: Stripe.CreditNote,
  invoiceNumber: string,
): Promise<CreditNoteFigures> {
  const taxOf = await taxRatesOf(stripe, note.total_taxes ?? []);
  const refunded = refundedBy(note);
  const discount = note.discount_amount;
  const totals: [string, number][] = [['Subtotal', note.subtotal]];
  if (discount > 0) totals.push(['Discount', -discount]);
  for (const tax of (note.total_taxes ?? []).map(taxOf))
    totals.push([`${tax.display_name} (${tax.percentage}%)`, tax.amount]);
  totals.push(['Total credited', note.total], ['Refunded to card', refunded]);
  const rest = note.total - refunded - (note.out_of_band_amount ?? 0);
  if (rest > 0) totals.push(['Credited to balance', rest]);
  return {
    number: note.number,
    created: note.created,
    currency: note.currency as Currency,
    invoiceNumber,
    lines: (await creditNoteLines(stripe, note)).map((line) => ({
      description: line.description ?? '',
      amount: line.amount,
    })),
    totals,
    memo: note.memo,
  };
}
