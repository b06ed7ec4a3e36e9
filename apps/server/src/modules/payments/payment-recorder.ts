import type Stripe from 'stripe';
import type { Currency } from '@lodestar/contract';
import { discountsApplied, paidBySeller, WITH_COUPONS, type DiscountApplied } from './invoice-discounts.js';
import type { InvoiceDevicesRepository } from './invoice-devices.repository.js';
import type { PayerPlans } from './payer-plans.js';
import type { PaymentRecordsRepository, PaymentRecordValues } from './payment-records.repository.js';
import type { PaymentsRepository } from './payments.repository.js';
import { idOf, subscriptionOfInvoice } from './provider-ids.js';

export interface RecordedPayment {
  payment: PaymentRecordValues;
  invoiceNumber: string | null;
  billingReason: Stripe.Invoice.BillingReason | null;
  /** When the provider tries an unpaid invoice again (seconds); null when it will not. */
  nextAttempt: number | null;
  /** The coupons that took something off the invoice. */
  discounts: DiscountApplied[];
}

const REASONS: Partial<Record<string, string>> = {
  subscription_create: 'New plan',
  subscription_cycle: 'Renewal',
  subscription_update: 'Plan change',
};


export interface RecorderDeps {
  stripe: Stripe;
  payments: PaymentsRepository;
  plans: Pick<PayerPlans, 'paidFor' | 'deviceNamed'>;
  records: PaymentRecordsRepository;
  invoiceDevices: Pick<InvoiceDevicesRepository, 'remember'>;
}

type PaidPlan = Awaited<ReturnType<PayerPlans['paidFor']>>;

/** What the invoice's subscription pays for, if it bills one of Lodestar's. */
async function planOfInvoice(deps: Pick<RecorderDeps, 'plans'>, invoice: Stripe.Invoice): Promise<PaidPlan> {
  const subscriptionId = subscriptionOfInvoice(invoice);
  return subscriptionId ? deps.plans.paidFor(subscriptionId) : undefined;
}

/** The device an invoice bills: its plan's, else the one a one-off invoice names (a sale's). */
async function billedDevice(deps: RecorderDeps, invoice: Stripe.Invoice, plan: PaidPlan) {
  if (subscriptionOfInvoice(invoice)) return plan && { name: plan.deviceName, deviceUUID: plan.deviceUUID };
  return invoice.metadata?.deviceId ? deps.plans.deviceNamed(invoice.metadata.deviceId) : undefined;
}

/**
 * The payer, device and words of a payment for the invoice ("Renewal: Monthly for Bike"; a refund "Refund: Monthly for
 * Bike"); undefined when the invoice's customer is no user's.
 */
export async function paymentContext(
  deps: RecorderDeps,
  invoice: Stripe.Invoice,
  kind: 'payment' | 'refund',
  plan?: PaidPlan,
) {
  const customer = idOf(invoice.customer);
  const userId = customer ? await deps.payments.userOfCustomer(customer) : undefined;
  if (!userId) return undefined;
  const subscription = plan ?? (await planOfInvoice(deps, invoice));
  const planName = subscription?.planName;
  const reason = kind === 'refund' ? 'Refund' : (REASONS[invoice.billing_reason ?? ''] ?? 'Payment');
  const what = (kind === 'payment' ? invoice.description : null) ?? (planName ? `${reason}: ${planName}` : reason);
  return {
    userId,
    deviceId: subscription?.deviceId ?? null,
    description: subscription ? `${what} for ${subscription.deviceName}` : what,
  };
}

/** What paid an invoice: the card's part (its PaymentIntent's amount) and the account credit's part. */
export function partsOf(invoice: Pick<Stripe.Invoice, 'total' | 'amount_due'>) {
  return { cardAmount: invoice.amount_due, creditAmount: Math.max(0, invoice.total - invoice.amount_due) };
}

/**
 * A payment the provider will not try again: unpaid, its PaymentIntent's last attempt failed, and no next attempt set
 * (the retries ran out, or a charge was refused on the spot).
 */
const givenUp = (invoice: Stripe.Invoice, intentStatus: string) =>
  intentStatus === 'requires_payment_method' && invoice.status !== 'paid' && invoice.next_payment_attempt === null;

/**
 * Writes the payment of an invoice into the payment history, as the provider describes it now: what it came to, the
 * card's part and the account credit's part, its status and time, the device it paid for and what it was ("Renewal:
 * Monthly for Bike"). A payment the card took is keyed by its PaymentIntent; one the credit or a 100 % code paid whole
 * by its invoice. An invoice with nothing to pay (a trial's start, a change that only made credit, a transferred plan's
 * first term the seller paid), or never attempted (a renewal voided during a pause), has no payment.
 */
export function createPaymentRecorder(deps: RecorderDeps) {
  /** Answers the payment as written, with its invoice's number, next attempt and coupons; undefined when there is none. */
  return async function recordInvoicePayment(invoiceId: string): Promise<RecordedPayment | undefined> {
    const invoice = await deps.stripe.invoices.retrieve(invoiceId, { expand: WITH_COUPONS });
    // Issued, the invoice keeps the device's name and serial as they are now, whatever it comes to.
    const plan = await planOfInvoice(deps, invoice);
    const device = invoice.status === 'draft' ? undefined : await billedDevice(deps, invoice, plan);
    if (device) await deps.invoiceDevices.remember(invoiceId, device);
    const discounted = (invoice.total_discount_amounts ?? []).some((discount) => discount.amount > 0);
    if (invoice.total < 0 || (invoice.total === 0 && (!discounted || paidBySeller(invoice)))) return;
    if (!invoice.attempted && invoice.status !== 'paid') return;
    const context = await paymentContext(deps, invoice, 'payment', plan);
    if (!context) return;
    const [attempt] = invoice.amount_due > 0 ? (await deps.stripe.invoicePayments.list({ invoice: invoiceId, limit: 1 })).data : [];
    const intentId = idOf(attempt?.payment.payment_intent);
    if (invoice.amount_due > 0 && !intentId) return;
    const intent = intentId ? await deps.stripe.paymentIntents.retrieve(intentId) : null;
    const parts = partsOf(invoice);
    const status = intent ? (givenUp(invoice, intent.status) ? 'failed' : intent.status) : invoice.status === 'paid' ? 'succeeded' : 'pending';
    const payment: PaymentRecordValues = {
      id: intent?.id ?? invoiceId,
      kind: 'payment',
      ...context,
      invoiceId,
      amount: parts.cardAmount + parts.creditAmount,
      ...parts,
      currency: invoice.currency as Currency,
      status,
      created: intent?.created ?? invoice.status_transitions.finalized_at ?? invoice.created,
    };
    await deps.records.save(payment);
    return {
      payment,
      invoiceNumber: invoice.number,
      billingReason: invoice.billing_reason,
      nextAttempt: invoice.next_payment_attempt,
      discounts: discountsApplied(invoice),
    };
  };
}

export type PaymentRecorder = ReturnType<typeof createPaymentRecorder>;
