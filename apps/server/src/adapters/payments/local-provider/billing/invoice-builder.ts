import type { LocalStore } from '../store.js';
import type { AppliedDiscount } from './discounts.js';
import { invoiceAmounts, type InvoiceAmounts } from './invoice-math.js';
import {
  stripeList,
  type Invoice,
  type InvoiceLine,
  type LineDraft,
  type Subscription,
  type TaxRate,
} from './model.js';

export interface InvoiceInput {
  /** A draft computed again after a change keeps its id. */
  id?: string;
  customer: string;
  currency: string;
  subscription: Subscription | null;
  lines: LineDraft[];
  discounts: AppliedDiscount[];
  taxRates: TaxRate[];
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update' | 'manual';
  /** The invoice's `created`: the moment it belongs to, not necessarily now. */
  at: number;
  periodStart: number;
  periodEnd: number;
  startingBalance: number;
  /** Previews get an `upcoming_in_…` id and are never stored. */
  preview?: boolean;
  prorationDate?: number;
}

/** Stripe's `discount_amounts`: each discount's reduction. */
function discountAmounts(reductions: Map<string, number>): { amount: number; discount: string }[] {
  return [...reductions].map(([discount, amount]) => ({ amount, discount }));
}

/** Stripe's `pretax_credit_amounts`: the same reductions, as credits of type `discount`. */
function pretaxCreditAmounts(reductions: Map<string, number>) {
  return [...reductions].map(([discount, amount]) => ({ amount, discount, type: 'discount' }));
}

/** One entry of Stripe's `taxes`: an exclusive tax rate's tax, and the amount it was charged on. */
function taxAmount(rate: string, amount: number, taxableAmount: number) {
  return {
    amount,
    tax_behavior: 'exclusive',
    tax_rate_details: { tax_rate: rate },
    taxability_reason: 'standard_rated',
    taxable_amount: taxableAmount,
    type: 'tax_rate_details',
  };
}

/** One line of the invoice, with its discounts and taxes, from its draft. */
function lineOf(
  store: LocalStore,
  invoiceId: string,
  input: InvoiceInput,
  draft: LineDraft,
  discounts: Map<string, number>,
  taxes: Map<string, number>,
): InvoiceLine {
  const subscription = input.subscription?.id ?? null;
  const fromItem = draft.subscriptionItem !== null;
  const details = { proration: draft.proration, proration_details: { credited_items: null }, subscription };
  const taxableAmount = draft.amount - [...discounts.values()].reduce((a, b) => a + b, 0);
  return {
    id: store.newId('il'),
    object: 'line_item',
    amount: draft.amount,
    currency: input.currency,
    description: draft.description,
    discount_amounts: discountAmounts(discounts),
    discountable: true,
    discounts: [...discounts.keys()],
    invoice: input.preview ? null : invoiceId,
    livemode: false,
    metadata: {},
    parent: fromItem
      ? {
          type: 'subscription_item_details',
          invoice_item_details: null,
          subscription_item_details: {
            ...details,
            invoice_item: draft.proration ? store.newId('ii') : null,
            subscription_item: draft.subscriptionItem,
          },
        }
      : {
          type: 'invoice_item_details',
          subscription_item_details: null,
          invoice_item_details: { ...details, invoice_item: draft.invoiceItem ?? store.newId('ii') },
        },
    period: draft.period,
    pretax_credit_amounts: pretaxCreditAmounts(discounts),
    pricing: draft.price
      ? {
          type: 'price_details',
          price_details: { price: draft.price.id, product: draft.price.product },
          unit_amount_decimal: String(draft.price.unit_amount ?? 0),
        }
      : null,
    quantity: draft.quantity,
    quantity_decimal: String(draft.quantity),
    subscription,
    subtotal: draft.amount,
    taxes: [...taxes].map(([rate, amount]) => taxAmount(rate, amount, taxableAmount)),
  };
}

/** The invoice's customer: the id, and the snapshot of their details Stripe takes (left empty here). */
function customerFields(customer: string) {
  return {
    customer,
    customer_account: null,
    customer_address: null,
    customer_email: null,
    customer_name: null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
  };
}

/** The invoice's `parent`: the subscription it bills (with the proration date it was computed for), or none. */
function parentOf(input: InvoiceInput): Invoice['parent'] {
  const subscription = input.subscription;
  return subscription
    ? {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: {
          subscription: subscription.id,
          metadata: subscription.metadata,
          ...(input.prorationDate !== undefined ? { subscription_proration_date: input.prorationDate } : {}),
        },
      }
    : null;
}

/** The invoice's `total…` fields: the total, and the discounts and taxes in it, summed over the lines. */
function totalFields(amounts: InvoiceAmounts) {
  const taxTotal = [...amounts.taxTotals.values()].reduce((sum, tax) => sum + tax.amount, 0);
  return {
    total: amounts.total,
    total_discount_amounts: discountAmounts(amounts.discountTotals),
    total_excluding_tax: amounts.total - taxTotal,
    total_pretax_credit_amounts: pretaxCreditAmounts(amounts.discountTotals),
    total_taxes: [...amounts.taxTotals].map(([rate, tax]) => taxAmount(rate, tax.amount, tax.taxable)),
  };
}

/** A draft invoice (or a preview) with every amount Stripe answers computed from its lines. */
export function buildInvoice(store: LocalStore, input: InvoiceInput): Invoice {
  const id = input.id ?? (input.preview ? store.newId('upcoming_in') : store.newId('in'));
  const amounts = invoiceAmounts(input.lines, input.discounts, input.taxRates);
  const lines = input.lines.map((draft, index) =>
    lineOf(store, id, input, draft, amounts.lineDiscounts[index]!, amounts.lineTaxes[index]!),
  );
  const applied = amounts.total + input.startingBalance;
  const amountDue = Math.max(0, applied);
  return {
    id,
    object: 'invoice',
    account_country: null,
    account_name: null,
    account_tax_ids: null,
    amount_due: amountDue,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: amountDue,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: !input.preview,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: input.billingReason,
    collection_method: 'charge_automatically',
    confirmation_secret: null,
    created: input.at,
    currency: input.currency,
    custom_fields: null,
    ...customerFields(input.customer),
    default_payment_method: null,
    default_source: null,
    default_tax_rates: input.taxRates,
    description: null,
    discounts: input.discounts.map(({ discount }) => discount.id),
    due_date: null,
    effective_at: null,
    ending_balance: null,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: stripeList(`/v1/invoices/${id}/lines`, lines),
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: null,
    on_behalf_of: null,
    parent: parentOf(input),
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    payments: stripeList(`/v1/invoice_payments?invoice=${id}`, []),
    period_end: input.periodEnd,
    period_start: input.periodStart,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: input.startingBalance,
    statement_descriptor: null,
    status: 'draft',
    status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal: amounts.subtotal,
    subtotal_excluding_tax: amounts.subtotal,
    test_clock: null,
    ...totalFields(amounts),
    webhooks_delivered_at: null,
    _local: { automaticRetries: 0 },
  };
}

export function discountReductions(invoice: Invoice): Map<string, number> {
  return new Map(
    (invoice.total_discount_amounts as { amount: number; discount: string }[]).map(({ discount, amount }) => [
      discount,
      amount,
    ]),
  );
}
