import type { LocalStore } from '../store.js';
import { invalid, type StripeObject } from '../types.js';
import type { Invoice, InvoiceLine } from './model.js';
import { integer, list, record, required } from './params.js';

type Tax = InvoiceLine['taxes'][number];

/** A line of a credit note as it is worked out: a whole invoice line, or a custom amount without tax. */
export interface CreditedLine {
  invoiceLine: string | null;
  description: string;
  amount: number;
  quantity: number;
  discountAmounts: { amount: number; discount: string }[];
  taxes: Tax[];
}

export const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
export const discountOf = (line: CreditedLine) => sum(line.discountAmounts.map((discount) => discount.amount));

function invoiceLine(invoice: Invoice, fields: Record<string, unknown>, param: string, credited: Set<string>) {
  const id = required(fields.invoice_line_item, `${param}[invoice_line_item]`);
  const line = invoice.lines.data.find((candidate) => candidate.id === id);
  if (!line)
    throw invalid(`No such invoice line item: '${id}' on invoice ${invoice.id}`, `${param}[invoice_line_item]`);
  const quantity = integer(fields.quantity, `${param}[quantity]`);
  if (quantity !== undefined && quantity !== line.quantity)
    throw invalid(
      "The local provider credits whole invoice lines: leave quantity out or give the line's own.",
      `${param}[quantity]`,
    );
  if (line.amount <= 0)
    throw invalid('Only invoice lines with a positive amount can be credited.', `${param}[invoice_line_item]`);
  if (credited.has(id))
    throw invalid(`The invoice line item ${id} has already been credited.`, `${param}[invoice_line_item]`);
  credited.add(id);
  return {
    invoiceLine: id,
    description: String(line.description ?? ''),
    amount: line.amount,
    quantity: Number(line.quantity ?? 1),
    discountAmounts: line.discount_amounts,
    taxes: line.taxes,
  };
}

function customLine(fields: Record<string, unknown>, param: string): CreditedLine {
  const quantity = integer(fields.quantity, `${param}[quantity]`) ?? 1;
  const unitAmount = integer(fields.unit_amount, `${param}[unit_amount]`);
  if (unitAmount === undefined || unitAmount <= 0 || quantity <= 0)
    throw invalid('A custom line needs a positive unit_amount and quantity.', `${param}[unit_amount]`);
  return {
    invoiceLine: null,
    description: required(fields.description, `${param}[description]`),
    amount: unitAmount * quantity,
    quantity,
    discountAmounts: [],
    taxes: [],
  };
}

/**
 * `lines[i][type]=invoice_line_item&lines[i][invoice_line_item]=il_…` (a whole line of the invoice, each at most once)
 * or `lines[i][type]=custom_line_item&lines[i][unit_amount]=…&lines[i][description]=…` (an amount without tax).
 */
export function creditedLines(invoice: Invoice, value: unknown, credited: Set<string>): CreditedLine[] {
  const chosen = list(value).map((entry, index) => {
    const fields = record(entry);
    const param = `lines[${index}]`;
    const type = required(fields.type, `${param}[type]`);
    if (type === 'invoice_line_item') return invoiceLine(invoice, fields, param, credited);
    if (type === 'custom_line_item') return customLine(fields, param);
    throw invalid('Invalid line type: must be one of invoice_line_item, custom_line_item', `${param}[type]`);
  });
  if (chosen.length === 0) throw invalid('Pass the invoice lines to credit in `lines`.', 'lines');
  return chosen;
}

export function taxTotals(lines: CreditedLine[]): Tax[] {
  const byRate = new Map<string, Tax>();
  for (const tax of lines.flatMap((line) => line.taxes)) {
    const rate = tax.tax_rate_details.tax_rate;
    const known = byRate.get(rate);
    byRate.set(
      rate,
      known
        ? { ...known, amount: known.amount + tax.amount, taxable_amount: known.taxable_amount + tax.taxable_amount }
        : { ...tax },
    );
  }
  return [...byRate.values()];
}

export function creditNoteLine(store: LocalStore, line: CreditedLine): StripeObject {
  return {
    id: store.newId('cnli'),
    object: 'credit_note_line_item',
    amount: line.amount,
    description: line.description,
    discount_amount: discountOf(line),
    discount_amounts: line.discountAmounts,
    invoice_line_item: line.invoiceLine,
    livemode: false,
    metadata: {},
    pretax_credit_amounts: line.discountAmounts.map((entry) => ({ ...entry, type: 'discount' })),
    quantity: line.quantity,
    taxes: line.taxes,
    type: line.invoiceLine ? 'invoice_line_item' : 'custom_line_item',
    unit_amount: Math.round(line.amount / line.quantity),
  };
}
