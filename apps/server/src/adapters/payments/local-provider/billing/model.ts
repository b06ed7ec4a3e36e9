import type { StripeList, StripeObject } from '../types.js';
import type { Metadata } from './params.js';
import type { Recurring } from './periods.js';

export const PAYMENT_BEHAVIORS = [
  'allow_incomplete',
  'default_incomplete',
  'error_if_incomplete',
  'pending_if_incomplete',
] as const;
export const PRORATION_BEHAVIORS = ['create_prorations', 'always_invoice', 'none'] as const;

/** The fields billing reads from the catalog's objects and writes on its own; everything else passes through. */
export interface Price extends StripeObject {
  object: 'price';
  unit_amount: number | null;
  currency: string;
  recurring: Recurring | null;
  product: string;
  nickname?: string | null;
  active?: boolean;
  metadata?: Metadata;
}

export interface TaxRate extends StripeObject {
  object: 'tax_rate';
  percentage: number;
  display_name?: string;
  inclusive?: boolean;
}

export interface Coupon extends StripeObject {
  object: 'coupon';
  percent_off: number | null;
  amount_off: number | null;
  currency?: string | null;
  duration: 'once' | 'repeating' | 'forever';
  duration_in_months: number | null;
  valid?: boolean;
  redeem_by?: number | null;
  times_redeemed?: number;
  max_redemptions?: number | null;
  applies_to?: { products: string[] };
}

export interface PromotionCode extends StripeObject {
  object: 'promotion_code';
  code: string;
  active: boolean;
  promotion?: { coupon: string | Coupon | null; type: 'coupon' };
  expires_at?: number | null;
  max_redemptions?: number | null;
  times_redeemed?: number;
}

export interface PaymentMethod extends StripeObject {
  object: 'payment_method';
  customer: string | null;
  card?: Record<string, unknown>;
}

export interface Discount extends StripeObject {
  object: 'discount';
  customer: string;
  end: number | null;
  start: number;
  subscription: string | null;
  promotion_code: string | null;
  source: { coupon: string; type: 'coupon' };
}

export interface SubscriptionItem {
  id: string;
  object: 'subscription_item';
  created: number;
  current_period_start: number;
  current_period_end: number;
  price: Price;
  plan: Record<string, unknown>;
  quantity: number;
  subscription: string;
  [field: string]: unknown;
}

export type SubscriptionStatus =
  'trialing' | 'active' | 'past_due' | 'incomplete' | 'incomplete_expired' | 'canceled' | 'unpaid' | 'paused';

export interface PauseCollection {
  behavior: 'void' | 'keep_as_draft' | 'mark_uncollectible';
  resumes_at: number | null;
}

/** A line waiting for the next invoice (prorations under `create_prorations`). */
export interface LineDraft {
  amount: number;
  description: string;
  period: { start: number; end: number };
  price: Price | null;
  quantity: number;
  proration: boolean;
  subscriptionItem: string | null;
  /** The invoice item the line shows, for lines of one-off invoices. */
  invoiceItem?: string;
  /** The line's own tax rates, which replace the invoice's default ones. */
  taxRates?: TaxRate[];
}

export interface Subscription extends StripeObject {
  object: 'subscription';
  customer: string;
  status: SubscriptionStatus;
  currency: string;
  items: StripeList<SubscriptionItem> & { total_count: number };
  billing_cycle_anchor: number;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  default_payment_method: string | null;
  default_tax_rates: TaxRate[];
  discounts: string[];
  latest_invoice: string | null;
  metadata: Metadata;
  pause_collection: PauseCollection | null;
  pending_update: { expires_at: number; subscription_items: SubscriptionItem[]; [field: string]: unknown } | null;
  schedule: string | null;
  trial_start: number | null;
  trial_end: number | null;
  _local?: { pendingLines?: LineDraft[]; trialWillEndSent?: boolean };
}

export interface InvoiceLine extends StripeObject {
  object: 'line_item';
  amount: number;
  discount_amounts: { amount: number; discount: string }[];
  taxes: { amount: number; tax_rate_details: { tax_rate: string }; taxable_amount: number; [field: string]: unknown }[];
  pricing: { price_details?: { price: string; product: string }; [field: string]: unknown } | null;
}

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';

export interface Invoice extends StripeObject {
  object: 'invoice';
  customer: string;
  currency: string;
  status: InvoiceStatus;
  number: string | null;
  auto_advance: boolean;
  /** When a draft finalizes itself (a renewal's, an hour after it was drafted); null otherwise. */
  automatically_finalizes_at: number | null;
  subtotal: number;
  total: number;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  next_payment_attempt: number | null;
  starting_balance: number;
  ending_balance: number | null;
  lines: StripeList<InvoiceLine> & { total_count: number };
  parent: {
    subscription_details: { subscription: string; metadata: Metadata | null } | null;
    [field: string]: unknown;
  } | null;
  status_transitions: {
    finalized_at: number | null;
    paid_at: number | null;
    voided_at: number | null;
    marked_uncollectible_at: number | null;
  };
  payments: StripeList<StripeObject> & { total_count: number };
  _local?: {
    paymentIntent?: string;
    invoicePayment?: string;
    automaticRetries?: number;
    appliesPendingUpdate?: boolean;
  };
}

/** A one-off amount on a draft invoice (`POST /v1/invoiceitems`). */
export interface InvoiceItem extends StripeObject {
  object: 'invoiceitem';
  customer: string;
  amount: number;
  currency: string;
  description: string | null;
  invoice: string;
  period: { start: number; end: number };
  pricing: { price_details: { price: string; product: string }; [field: string]: unknown } | null;
  quantity: number;
  tax_rates: TaxRate[];
}

export function subscriptionOf(invoice: Invoice): string | null {
  return invoice.parent?.subscription_details?.subscription ?? null;
}

export function stripeList<T>(url: string, data: T[]): StripeList<T> & { total_count: number } {
  return { object: 'list', url, has_more: false, data, total_count: data.length };
}
