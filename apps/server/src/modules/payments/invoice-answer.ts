import type Stripe from 'stripe';
import {
  chargesTax,
  creditNotePdfPath,
  invoicePdfPath,
  type Currency,
  type Invoice,
  type Seller,
  type ServicePeriod,
} from '@lodestar/contract';
import type { InvoiceDevicesRepository } from './invoice-devices.repository.js';
import { paidWith } from './invoice-paid-with.js';
import type { PayerPlans } from './payer-plans.js';
import { fromProvider } from './provider-errors.js';
import { subscriptionOfInvoice } from './provider-ids.js';
import { creditNoteLines, invoiceLines } from './provider-lines.js';

type TaxAmount = { amount: number; tax_rate_details?: { tax_rate: string } | null };

/** What an invoice names besides the provider's figures: its seller, and the device each line's plan is for. */
export interface InvoiceParties {
  seller: Seller;
  plans: Pick<PayerPlans, 'paidFor' | 'deviceNamed'>;
  /** The device as named when the invoice was issued, which the lines name rather than its name now. */
  invoiceDevices: Pick<InvoiceDevicesRepository, 'of'>;
}

/** The parties of an invoice's lines: the devices, without the seller. */
type LineParties = Omit<InvoiceParties, 'seller'>;

type InvoiceLine = Invoice['lines']['data'][number];

/** A credit note's figures as its PDF shows them. */
export interface CreditNoteFigures {
  number: string;
  created: number;
  currency: Currency;
  /** The invoice it credits: its number, and whether it was a tax invoice. */
  invoiceNumber: string;
  taxInvoice: boolean;
  /** A line that credits none of the invoice's lines (an amount of its own) has no device and no period. */
  lines: (Omit<InvoiceLine, 'currency' | 'period'> & { period: ServicePeriod | null })[];
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

/** The subscription a line bills: its own parent's, else its invoice's (a pause fee names it in the invoice's metadata). */
const subscriptionOfLine = (line: Stripe.InvoiceLineItem, invoice: Stripe.Invoice) =>
  line.parent?.subscription_item_details?.subscription ??
  line.parent?.invoice_item_details?.subscription ??
  subscriptionOfInvoice(invoice);

/**
 * Every line of an invoice as the popup and the PDF list it, by the provider's line id: its period, and the device it
 * is for: its subscription's, else the one a one-off invoice names (a transfer's, decision 0030), else none; named as
 * when the invoice was issued, else (an invoice never paid or attempted here) as now.
 */
async function linesOf(stripe: Stripe, invoice: Stripe.Invoice, { plans, invoiceDevices }: LineParties) {
  const issued = (await invoiceDevices.of(invoice.id!)) ?? null;
  const saleDevice = invoice.metadata?.deviceId;
  const sold = saleDevice ? (issued ?? (await plans.deviceNamed(saleDevice)) ?? null) : null;
  const devices = new Map<string, InvoiceLine['device']>();
  const deviceOf = async (subscriptionId: string | null) => {
    if (!subscriptionId) return sold;
    if (issued) return issued;
    if (!devices.has(subscriptionId)) {
      const paid = await plans.paidFor(subscriptionId);
      devices.set(subscriptionId, paid ? { name: paid.deviceName, deviceUUID: paid.deviceUUID } : null);
    }
    return devices.get(subscriptionId)!;
  };
  const lines = new Map<string, InvoiceLine>();
  for (const line of await invoiceLines(stripe, invoice))
    lines.set(line.id, {
      description: line.description ?? '',
      amount: line.amount,
      currency: invoice.currency as Currency,
      period: { start: line.period.start, end: line.period.end },
      device: await deviceOf(subscriptionOfLine(line, invoice)),
    });
  return lines;
}

const refundedBy = (note: Stripe.CreditNote) => note.refunds.reduce((sum, refund) => sum + refund.amount_refunded, 0);

/** The invoice popup's figures, from the provider's invoice and the credit notes of its refunds. */
export async function invoiceAnswer(
  stripe: Stripe,
  invoice: Stripe.Invoice,
  notes: Stripe.CreditNote[],
  { seller, ...devices }: InvoiceParties,
): Promise<Invoice> {
  const taxOf = await taxRatesOf(stripe, invoice.total_taxes ?? [], invoice.default_tax_rates);
  return {
    id: invoice.id!,
    number: invoice.number,
    created: invoice.created,
    currency: invoice.currency as Currency,
    status: invoice.status,
    seller,
    lines: { data: [...(await linesOf(stripe, invoice, devices)).values()] },
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
    paid_with: await paidWith(stripe, invoice),
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

/**
 * A credit note's lines and totals: subtotal, discount, taxes, the total credited, and where it went. A line that
 * credits a line of the invoice names that line's device and period.
 */
export async function creditNoteFigures(
  stripe: Stripe,
  note: Stripe.CreditNote,
  invoice: Stripe.Invoice,
  devices: LineParties,
): Promise<CreditNoteFigures> {
  const invoiceLinesById = await linesOf(stripe, invoice, devices);
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
    invoiceNumber: invoice.number ?? invoice.id!,
    taxInvoice: chargesTax(invoice.total_taxes ?? []),
    lines: (await creditNoteLines(stripe, note)).map((line) => {
      const credited = line.invoice_line_item ? invoiceLinesById.get(line.invoice_line_item) : undefined;
      return {
        description: line.description ?? '',
        amount: line.amount,
        period: credited?.period ?? null,
        device: credited?.device ?? null,
      };
    }),
    totals,
    memo: note.memo,
  };
}
