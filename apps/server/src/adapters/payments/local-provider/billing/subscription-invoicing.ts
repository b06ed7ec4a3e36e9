import type { LocalStore } from '../store.js';
import { discountsAt, spentDiscounts, type AppliedDiscount } from './discounts.js';
import { buildInvoice, discountReductions, type InvoiceInput } from './invoice-builder.js';
import {
  attemptPayment,
  customerBalance,
  finalize,
  insertDraft,
  markUncollectible,
  voidInvoice,
} from './invoice-collection.js';
import { billingPaymentMethod } from './lookups.js';
import type { Invoice, LineDraft, Subscription } from './model.js';
import { invoicePaymentIntent } from './payments.js';

export interface SubscriptionInvoice {
  lines: LineDraft[];
  billingReason: InvoiceInput['billingReason'];
  at: number;
  periodStart: number;
  periodEnd: number;
  preview?: boolean;
  prorationDate?: number;
  /** Discounts not yet on the subscription (at creation); otherwise those active at `at`. */
  discounts?: AppliedDiscount[];
}

/** The invoice a subscription would get for these lines, with its discounts and default tax rates. */
export async function subscriptionDraft(store: LocalStore, subscription: Subscription, spec: SubscriptionInvoice) {
  const applied = spec.discounts ?? (await discountsAt(store, subscription, spec.at));
  const invoice = buildInvoice(store, {
    customer: subscription.customer,
    currency: subscription.currency,
    subscription,
    lines: spec.lines,
    discounts: applied,
    taxRates: subscription.default_tax_rates,
    billingReason: spec.billingReason,
    at: spec.at,
    periodStart: spec.periodStart,
    periodEnd: spec.periodEnd,
    startingBalance: await customerBalance(store, subscription.customer),
    preview: spec.preview,
    prorationDate: spec.prorationDate,
  });
  return { invoice, applied };
}

/** Stripe finalizes a renewal's draft, and charges it, about an hour after drafting it. */
export const RENEWAL_DRAFT_SECONDS = 3600;

/** Stores a renewal's invoice as a draft that finalizes itself an hour later (see `renewal-drafts.ts`). */
export async function draftRenewal(store: LocalStore, subscription: Subscription, invoice: Invoice): Promise<void> {
  invoice.automatically_finalizes_at = (invoice.created ?? store.now()) + RENEWAL_DRAFT_SECONDS;
  await insertDraft(store, invoice);
  subscription.latest_invoice = invoice.id;
}

/** Drops the discounts this invoice used up (a `once` coupon, a `repeating` one past its months). */
export function dropSpentDiscounts(subscription: Subscription, invoice: Invoice, applied: AppliedDiscount[]): void {
  const spent = spentDiscounts(applied, discountReductions(invoice), invoice.created ?? 0);
  if (spent.size > 0) subscription.discounts = subscription.discounts.filter((id) => !spent.has(id));
}

/**
 * Stores, opens and charges the subscription's invoice; answers whether it is paid. A subscription whose collection is
 * paused gets the invoice voided, left as a draft or marked uncollectible instead, as its pause behaviour says.
 */
export async function issueInvoice(
  store: LocalStore,
  subscription: Subscription,
  invoice: Invoice,
  options: { automatic: boolean; charge?: boolean },
): Promise<boolean> {
  const at = invoice.created ?? store.now();
  await insertDraft(store, invoice);
  subscription.latest_invoice = invoice.id;
  const pause = subscription.pause_collection;
  if (pause?.behavior === 'keep_as_draft') return false;
  await finalize(store, invoice, at);
  if (pause?.behavior === 'void') {
    await voidInvoice(store, invoice, at);
    return false;
  }
  if (pause?.behavior === 'mark_uncollectible') {
    await markUncollectible(store, invoice, at);
    return false;
  }
  if (options.charge === false && invoice.amount_due > 0) {
    await invoicePaymentIntent(store, invoice, at);
    await store.save(invoice);
    return false;
  }
  const method = await billingPaymentMethod(store, subscription.customer, subscription);
  return (await attemptPayment(store, invoice, method, at, options.automatic)) === 'succeeded';
}
