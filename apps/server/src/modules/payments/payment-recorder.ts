import type Stripe from 'stripe';
import type { Currency } from '@lodestar/contract';
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
}

const REASONS: Partial<Record<string, string>> = {
  subscription_create: 'New plan',
  subscription_cycle: 'Renewal',
  subscription_update: 'Plan change',
};


export interface RecorderDeps {
  stripe: Stripe;
  payments: PaymentsRepository;
  plans: Pick<PayerPlans, 'paidFor'>;
  records: PaymentRecordsRepository;
}

/**
 * The payer, device and words of a payment for the invoice ("Renewal: Monthly for Bike"; a refund "Refund: Monthly for
 * Bike"); undefined when the invoice's customer is no user's.
 */
export async function paymentContext(deps: RecorderDeps, invoice: Stripe.Invoice, kind: 'payment' | 'refund') {
  const customer = idOf(invoice.customer);
  const userId = customer ? await deps.payments.userOfCustomer(customer) : undefined;
  if (!userId) return undefined;
  const subscriptionId = subscriptionOfInvoice(invoice);
  const subscription = subscriptionId ? await deps.plans.paidFor(subscriptionId) : undefined;
  const planName = subscription?.planName;
  const reason = kind === 'refund' ? 'Refund' : (REASONS[invoice.billing_reason ?? ''] ?? 'Payment');
  const what = (kind === 'payment' ? invoice.description : null) ?? (planName ? `${reason}: ${planName}` : reason);
  return {
    userId,
    deviceId: subscription?.deviceId ?? null,
    description: subscription ? `${what} for ${subscription.deviceName}` : what,
  };
}

/**
 * Writes the payment of an invoice into the payment history, as the provider describes it now: its PaymentIntent's
 * amount, status and time, the device it paid for and what it was ("Renewal: Monthly for Bike"). An invoice with
 * nothing to pay, or never attempted (a renewal voided during a pause), has no payment.
 */
export function createPaymentRecorder(deps: RecorderDeps) {
  /** Answers the payment as written, with its invoice's number and next attempt; undefined when there is none. */
  return async function recordInvoicePayment(invoiceId: string): Promise<RecordedPayment | undefined> {
    const invoice = await deps.stripe.invoices.retrieve(invoiceId);
    if (invoice.amount_due <= 0 || !invoice.attempted) return;
    const [attempt] = (await deps.stripe.invoicePayments.list({ invoice: invoiceId, limit: 1 })).data;
    const intentId = idOf(attempt?.payment.payment_intent);
    const context = intentId ? await paymentContext(deps, invoice, 'payment') : undefined;
    if (!intentId || !context) return;
    const intent = await deps.stripe.paymentIntents.retrieve(intentId);
    const payment: PaymentRecordValues = {
      id: intent.id,
      kind: 'payment',
      ...context,
      invoiceId,
      amount: intent.amount,
      currency: intent.currency as Currency,
      status: intent.status,
      created: intent.created,
    };
    await deps.records.save(payment);
    return {
      payment,
      invoiceNumber: invoice.number,
      billingReason: invoice.billing_reason,
      nextAttempt: invoice.next_payment_attempt,
    };
  };
}

export type PaymentRecorder = ReturnType<typeof createPaymentRecorder>;
