import type Stripe from 'stripe';
import type { Clock } from '../../adapters/clock.js';
import { ValidationError } from '../../errors.js';
import { idOf, type PaymentNotices, type PaymentRecorder, type RefundRecorder } from '../payments/index.js';
import type { SubscriptionsRepository } from './subscriptions.repository.js';
import type { SubscriptionSync } from './subscription-sync.js';

export const SIGNATURE_REFUSED = 'The Stripe-Signature header does not match the event.';
/** Stripe's default: a signed event older than five minutes is a replay. */
const TOLERANCE_SECONDS = 300;

/** The subscription an event is about, whatever object it carries. */
function subscriptionOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type.startsWith('customer.subscription.')) return idOf(object.id as string);
  if (event.type.startsWith('subscription_schedule.')) return idOf(object.subscription as string | null);
  if (event.type.startsWith('invoice.')) {
    const parent = object.parent as { subscription_details?: { subscription?: string | { id: string } } } | null;
    return idOf(parent?.subscription_details?.subscription);
  }
  return null;
}

/** Events after which an invoice's payment is new or changed: it is (re)written into the payment history. */
const PAYMENT_EVENTS = new Set([
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.payment_action_required',
  'invoice.voided',
  'invoice.marked_uncollectible',
]);

/**
 * The webhook's work: the signature verified with the SDK against the raw body, each event id handled once (a failed
 * one is released, so the provider's retry runs it again), every event about a subscription syncing it, and every
 * event about an invoice's payment writing it into the payment history and telling the payer (receipt, failure), and
 * every credit note's refunds written and told the same way.
 */
export function createProviderEvents(deps: {
  stripe: Stripe;
  webhookSecret: string;
  subscriptions: Pick<SubscriptionsRepository, 'claimEvent' | 'releaseEvent'>;
  syncSubscription: SubscriptionSync;
  recordInvoicePayment: PaymentRecorder;
  refunds: RefundRecorder;
  notifyPayer: PaymentNotices;
  clock: Clock;
}) {
  return async function handleEvent(rawBody: string, signature: string | undefined): Promise<void> {
    let event: Stripe.Event;
    try {
      // The SDK takes the time of receipt in milliseconds.
      const receivedAt = deps.clock.now().getTime();
      event = deps.stripe.webhooks.constructEvent(
        rawBody,
        signature ?? '',
        deps.webhookSecret,
        TOLERANCE_SECONDS,
        undefined,
        receivedAt,
      );
    } catch {
      throw new ValidationError(SIGNATURE_REFUSED);
    }
    if (!(await deps.subscriptions.claimEvent(event.id, event.type))) return;
    try {
      const subscription = subscriptionOf(event);
      if (subscription) await deps.syncSubscription(subscription);
      // After the sync, so a payment of a subscription just created finds its device.
      if (PAYMENT_EVENTS.has(event.type)) {
        const invoice = event.data.object as Stripe.Invoice;
        const recorded = await deps.recordInvoicePayment(invoice.id!);
        // The next attempt as of the event: a late delivery must not tell of a retry that has run since.
        if (recorded) await deps.notifyPayer(event.type, { ...recorded, nextAttempt: invoice.next_payment_attempt });
      }
      if (event.type === 'credit_note.created') {
        for (const refund of await deps.refunds.recordCreditNoteRefunds(event.data.object as Stripe.CreditNote))
          await deps.notifyPayer(event.type, refund);
      }
      if (event.type === 'refund.updated') {
        const recorded = await deps.refunds.recordRefundUpdate(event.data.object as Stripe.Refund);
        if (recorded) await deps.notifyPayer(event.type, recorded);
      }
    } catch (error) {
      await deps.subscriptions.releaseEvent(event.id);
      throw error;
    }
  };
}

export type ProviderEvents = ReturnType<typeof createProviderEvents>;
