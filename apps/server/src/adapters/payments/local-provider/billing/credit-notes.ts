import { linesPage } from '../line-pages.js';
import type { LocalStore } from '../store.js';
import { invalid, type LocalRoute, type StripeList, type StripeObject } from '../types.js';
import { creditedLines, creditNoteLine, discountOf, sum, taxTotals, type CreditedLine } from './credit-note-lines.js';
import { stripeList, type Invoice } from './model.js';
import { createdFilter, integer, mergeMetadata, oneOf, pageOf, required, text, type Body } from './params.js';
import { moveBalance } from '../catalog/balance-transactions.js';
import { refundPayment } from './refunds.js';

const REASONS = ['duplicate', 'fraudulent', 'order_change', 'product_unsatisfactory'] as const;

const EMAIL_TYPES = ['credit_note', 'none'] as const;

/** A split of the credit note's total: none of its parts may be negative. */
function amountOf(body: Body, param: 'refund_amount' | 'credit_amount' | 'out_of_band_amount'): number {
  const amount = integer(body[param], param) ?? 0;
  if (amount < 0) throw invalid(`Invalid ${param}: must be at least 0`, param);
  return amount;
}

/** The invoice lines earlier credit notes credited. */
function creditedLineIds(earlier: StripeObject[]): Set<string> {
  return new Set(
    earlier.flatMap((note) =>
      (note.lines as { data: { invoice_line_item: string | null }[] }).data.flatMap(
        (line) => line.invoice_line_item ?? [],
      ),
    ),
  );
}

/** How a credit note's total is split: back to the card, onto the customer's balance, and outside Stripe. */
interface CreditSplit {
  refundAmount: number;
  creditAmount: number;
  outOfBand: number;
}

/** Refuses a total over what is left to credit, a split not adding up to it, and a refund over what is left paid. */
function checkSplit(invoice: Invoice, earlier: StripeObject[], total: number, split: CreditSplit): void {
  const { refundAmount, creditAmount, outOfBand } = split;
  const creditedBefore = Number(invoice.post_payment_credit_notes_amount ?? 0);
  if (total > invoice.total - creditedBefore)
    throw invalid(
      `The credit note's total (${total}) is greater than what is left to credit on the invoice (${invoice.total - creditedBefore}).`,
    );
  if (refundAmount + creditAmount + outOfBand !== total)
    throw invalid(
      `The sum of credit amount, refund amount and out of band amount (${refundAmount + creditAmount + outOfBand}) must equal the credit note amount (${total}).`,
    );
  const refundedBefore = sum(
    earlier.flatMap((note) => (note.refunds as { amount_refunded: number }[]).map((refund) => refund.amount_refunded)),
  );
  if (refundAmount > invoice.amount_paid - refundedBefore)
    throw invalid(
      `The refund amount (${refundAmount}) is greater than the invoice's unrefunded amount paid (${invoice.amount_paid - refundedBefore}).`,
      'refund_amount',
    );
}

/** Refunds the card and credits the customer's balance as the split asks; answers the note's `refunds` and ledger entry. */
async function payOut(store: LocalStore, invoice: Invoice, noteId: string, split: CreditSplit, at: number) {
  const { refundAmount, creditAmount } = split;
  const refunds = [];
  if (refundAmount > 0) {
    const intent = invoice._local?.paymentIntent;
    if (!intent) throw invalid('This invoice was not paid by card, so nothing can be refunded.', 'refund_amount');
    const refund = await refundPayment(store, intent, refundAmount, at, { credit_note: noteId });
    refunds.push({ amount_refunded: refundAmount, payment_record_refund: null, refund: refund.id, type: 'refund' });
  }
  const credited =
    creditAmount > 0
      ? await moveBalance(store, invoice.customer, -creditAmount, {
          type: 'credit_note',
          currency: invoice.currency,
          invoice: invoice.id,
          creditNote: noteId,
        })
      : null;
  return { refunds, customerBalanceTransaction: credited ? String(credited.id) : null };
}

/** Adds the note's total to what the invoice has credited, then raises `credit_note.created` and `invoice.updated`. */
async function recordOnInvoice(store: LocalStore, invoice: Invoice, note: StripeObject, total: number): Promise<void> {
  const before = Number(invoice.post_payment_credit_notes_amount ?? 0);
  invoice.post_payment_credit_notes_amount = before + total;
  await store.save(invoice);
  await store.emit('credit_note.created', note);
  await store.emit('invoice.updated', invoice, { post_payment_credit_notes_amount: before });
}

/**
 * `POST /v1/credit_notes` for a paid invoice: whole lines or custom amounts credited, their total split between
 * `refund_amount` (back to the card), `credit_amount` (the customer's balance) and `out_of_band_amount`, as Stripe
 * requires them to add up. The number continues the invoice's: `LOCAL-0007-CN-01`.
 */
async function createCreditNote(store: LocalStore, body: Body): Promise<StripeObject> {
  const invoice = await store.get<Invoice>('invoice', required(body.invoice, 'invoice'));
  if (invoice.status !== 'paid')
    throw invalid('The local provider issues credit notes for paid invoices only.', 'invoice');
  const earlier = await store.all<StripeObject>(
    'credit_note',
    (note) => note.invoice === invoice.id && note.status === 'issued',
  );
  const lines = creditedLines(invoice, body.lines, creditedLineIds(earlier));
  const subtotal = sum(lines.map((line) => line.amount));
  const discount = sum(lines.map(discountOf));
  const taxes = taxTotals(lines);
  const tax = sum(taxes.map((entry) => entry.amount));
  const total = subtotal - discount + tax;
  const split: CreditSplit = {
    refundAmount: amountOf(body, 'refund_amount'),
    creditAmount: amountOf(body, 'credit_amount'),
    outOfBand: amountOf(body, 'out_of_band_amount'),
  };
  oneOf(body.email_type, 'email_type', EMAIL_TYPES);
  checkSplit(invoice, earlier, total, split);
  const at = store.now();
  const id = store.newId('cn');
  const metadata = mergeMetadata({}, body.metadata);
  const { refunds, customerBalanceTransaction } = await payOut(store, invoice, id, split, at);
  const note = await store.insert({
    id,
    object: 'credit_note',
    amount: total,
    amount_shipping: 0,
    created: at,
    currency: invoice.currency,
    customer: invoice.customer,
    customer_balance_transaction: customerBalanceTransaction,
    discount_amount: discount,
    discount_amounts: discountTotals(lines),
    effective_at: at,
    invoice: invoice.id,
    lines: stripeList(
      `/v1/credit_notes/${id}/lines`,
      lines.map((line) => creditNoteLine(store, line)),
    ),
    livemode: false,
    memo: text(body.memo, 'memo') ?? null,
    metadata,
    number: `${invoice.number}-CN-${String(earlier.length + 1).padStart(2, '0')}`,
    out_of_band_amount: split.outOfBand || null,
    pdf: null,
    post_payment_amount: total,
    pre_payment_amount: 0,
    pretax_credit_amounts: [],
    reason: oneOf(body.reason, 'reason', REASONS) ?? null,
    refunds,
    shipping_cost: null,
    status: 'issued',
    subtotal,
    subtotal_excluding_tax: subtotal,
    total,
    total_excluding_tax: total - tax,
    total_taxes: taxes,
    type: 'post_payment',
    voided_at: null,
  });
  await recordOnInvoice(store, invoice, note, total);
  return note;
}

function discountTotals(lines: CreditedLine[]) {
  const byDiscount = new Map<string, number>();
  for (const { discount, amount } of lines.flatMap((line) => line.discountAmounts))
    byDiscount.set(discount, (byDiscount.get(discount) ?? 0) + amount);
  return [...byDiscount].map(([discount, amount]) => ({ discount, amount }));
}

export const creditNoteRoutes: LocalRoute[] = [
  { method: 'POST', path: '/v1/credit_notes', handle: (request, store) => createCreditNote(store, request.body) },
  {
    method: 'GET',
    path: '/v1/credit_notes',
    handle: (request, store) => {
      const invoice = text(request.body.invoice, 'invoice');
      const created = createdFilter(request.body.created);
      return store.list<StripeObject>('credit_note', '/v1/credit_notes', pageOf(request.body), {
        customer: text(request.body.customer, 'customer'),
        where: (note) => (!invoice || note.invoice === invoice) && created(Number(note.created ?? 0)),
      });
    },
  },
  {
    method: 'GET',
    path: '/v1/credit_notes/:id',
    handle: (request, store) => store.get('credit_note', request.params.id!),
  },
  {
    method: 'GET',
    path: '/v1/credit_notes/:id/lines',
    handle: async (request, store) => {
      const note = await store.get<StripeObject & { lines: StripeList<StripeObject> }>(
        'credit_note',
        request.params.id!,
      );
      return linesPage(note.lines, pageOf(request.body));
    },
  },
];
