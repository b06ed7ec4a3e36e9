import type Stripe from 'stripe';
import type { Clock } from '../../adapters/clock.js';
import { ValidationError } from '../../errors.js';
import {
  idOf,
  type PaymentNotices,
  type PaymentRecorder,
  type RefundRecorder,
  type TrialNotices,
} from '../payments/index.js';
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

/** How long a process holds an event it handles: longer than the provider calls of one event take. */
const HANDLING_SECONDS = 300;
/** How long a received event is left to the process that received it before the sweep takes it up. */
const SWEEP_AFTER_SECONDS = 60;
const SWEEP_BATCH = 100;

export interface ProviderEventsDeps {
  stripe: Stripe;
  webhookSecret: string;
  events: Pick<
    SubscriptionsRepository,
    'recordEvent' | 'claimEvent' | 'markHandled' | 'releaseEvent' | 'unhandledEvents'
  >;
  syncSubscription: SubscriptionSync;
  recordInvoicePayment: PaymentRecorder;
  refunds: RefundRecorder;
  notifyPayer: PaymentNotices;
  notifyTrial: TrialNotices;
  clock: Clock;
  /** Runs a task after the current answer (the app's background work). */
  background(task: () => Promise<void>): void;
  log: { error(details: object, message: string): void };
}

/** The event whose Stripe-Signature matches its raw body, received within Stripe's tolerance. */
function verifiedEvent(
  deps: Pick<ProviderEventsDeps, 'stripe' | 'webhookSecret' | 'clock'>,
  rawBody: string,
  signature: string | undefined,
): Stripe.Event {
  try {
    // The SDK takes the time of receipt in milliseconds.
    const receivedAt = deps.clock.now().getTime();
    return deps.stripe.webhooks.constructEvent(
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
}

/** What an event changes: what it is about is read from the provider as it is now. */
async function handleEvent(deps: ProviderEventsDeps, event: Stripe.Event): Promise<void> {
  const subscription = subscriptionOf(event);
  if (subscription) await deps.syncSubscription(subscription);
  // After the sync too, so the mail about a trial just bought finds its device.
  if (subscription && event.type.startsWith('customer.subscription.')) await deps.notifyTrial(event.type, subscription);
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
}

/**
 * The provider's events (decision 0053). The webhook verifies an event's signature against the raw body with the SDK,
 * keeps it, and answers; it is handled after the answer, so slow work never makes the provider retry, and a process
 * lost meanwhile loses nothing: the kept event is handled by the sweep (and a delivery again finds it kept). Each event
 * is handled once across processes. Handling reads what the event is about from the provider as it is now, so a late
 * or repeated event never brings an older state back: every event about a subscription syncs it, every event about an
 * invoice's payment writes it into the payment history and tells the payer (receipt, failure), every credit note's
 * refunds are written and told the same way, and a trial's start and the warning of its end are told to its payer.
 */
export function createProviderEvents(deps: ProviderEventsDeps) {
  /** This process's handling of the events it received, until it ends. */
  const underWay = new Map<string, Promise<void>>();

  /** Handles a kept event if it is still to be handled and no other process holds it; a failure gives it back. */
  async function handleKept(id: string): Promise<void> {
    const event = await deps.events.claimEvent(id, HANDLING_SECONDS);
    if (!event) return;
    try {
      // The body kept is the one whose signature was verified.
      await handleEvent(deps, event as Stripe.Event);
    } catch (error) {
      await deps.events.releaseEvent(id);
      throw error;
    }
    await deps.events.markHandled(id);
  }

  return {
    /** The webhook's part: a verified event is kept, and handled once the answer is out. Answers the event's id. */
    async receive(rawBody: string, signature: string | undefined): Promise<string> {
      const event = verifiedEvent(deps, rawBody, signature);
      await deps.events.recordEvent(event);
      if (!underWay.has(event.id)) {
        const ended = new Promise<void>((resolve) =>
          deps.background(() =>
            handleKept(event.id).finally(() => {
              underWay.delete(event.id);
              resolve();
            }),
          ),
        );
        underWay.set(event.id, ended);
      }
      return event.id;
    },

    /** Resolves once this process's handling of the event it received has ended, however it ended. */
    handled: (id: string): Promise<void> => underWay.get(id) ?? Promise.resolve(),

    /**
     * The sweep: handles the events kept a while ago and still not handled (their process died, or their handling
     * failed), oldest first. Answers how many it took up.
     */
    async handleUnhandled(): Promise<number> {
      const ids = await deps.events.unhandledEvents(SWEEP_AFTER_SECONDS, SWEEP_BATCH);
      for (const id of ids) {
        await handleKept(id).catch((error: unknown) =>
          deps.log.error({ err: error, event: id }, 'handling a payment event failed; the next sweep tries again'),
        );
      }
      return ids.length;
    },
  };
}

export type ProviderEvents = ReturnType<typeof createProviderEvents>;
