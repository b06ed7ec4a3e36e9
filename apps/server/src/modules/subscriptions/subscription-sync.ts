import type Stripe from 'stripe';
import { createKeyedQueue } from '../../lib/keyed-queue.js';
import type { Clock } from '../../adapters/clock.js';
import { idOf, invoiceLines, type PaymentActions } from '../payments/index.js';
import { PLAN_ID_METADATA } from './plans-sync.js';
import { LIVE_STATUSES, type DeviceSubscriptionRow, type SubscriptionsRepository } from './subscriptions.repository.js';
import { itemOf } from './subscription-answer.js';

/** What Lodestar writes on every subscription it creates, so an event about it finds its way back. */
export interface SubscriptionMetadata {
  userId: string;
  deviceId: string;
  /** Product plans pay for the device's cellular line; tier (Premium) plans insure it. */
  planType: string;
  /** The Idempotency-Key of the request that bought it, so a repeat answers the same subscription. */
  requestKey?: string;
  /** Set once its buyer asked for it to be canceled with a refund: the refund then finishes whatever the date. */
  refund?: 'requested';
}

const isLive = (status: string) => (LIVE_STATUSES as readonly string[]).includes(status);

/**
 * Brings Lodestar's copy of a subscription in step with the provider: it reads the subscription as it is now (so events
 * arriving out of order cannot leave an older state behind), then applies the device policy of docs/payments.md.
 */
/**
 * Periods paid for (by card, by the account's credit, or both), and the end of the last period paid for or given as
 * a trial (a $0 paid invoice).
 */
async function paidHistory(
  stripe: Stripe,
  subscriptionId: string,
): Promise<{ paidCycles: number; paidThrough: number | null }> {
  let paidCycles = 0;
  let paidThrough: number | null = null;
  for await (const invoice of stripe.invoices.list({ subscription: subscriptionId, status: 'paid', limit: 100 })) {
    if (invoice.total > 0) paidCycles += 1;
    for (const line of await invoiceLines(stripe, invoice)) paidThrough = Math.max(paidThrough ?? 0, line.period.end);
  }
  return { paidCycles, paidThrough };
}

export function createSubscriptionSync({
  stripe,
  subscriptions,
  clock,
  paymentActions,
}: {
  stripe: Stripe;
  subscriptions: SubscriptionsRepository;
  clock: Clock;
  paymentActions: Pick<PaymentActions, 'ofInvoice'>;
}) {
  /** A plan whose payment is due: the open invoice that waits for its card holder to authenticate it, if any. */
  async function authenticationInvoice(subscription: Stripe.Subscription): Promise<string | null> {
    const invoiceId = idOf(subscription.latest_invoice);
    if (!invoiceId || (subscription.status !== 'past_due' && subscription.status !== 'unpaid')) return null;
    return (await paymentActions.ofInvoice(invoiceId)).state === 'requires_action' ? invoiceId : null;
  }

  async function applyDevicePolicy(deviceId: string, subscription: Stripe.Subscription) {
    const all = await subscriptions.liveSubscriptionsOfDevice(deviceId);
    const live = all.filter(paysForTheLine);
    const covering = live.some(coversNow);
    const paused = !covering && live.length > 0;
    const statuses = new Set(all.map((row) => row.status));
    const authentication = all.find((row) => row.authenticationInvoiceId !== null)?.authenticationInvoiceId ?? null;
    await subscriptions.setDevicePlanState(deviceId, {
      subscriptionStatus: covering ? 'Active' : paused ? 'Suspended' : 'Inactive',
      esimStatus: covering ? 'Active' : 'Inactive',
      paymentIssue: authentication
        ? 'authentication_required'
        : statuses.has('unpaid')
          ? 'unpaid'
          : statuses.has('past_due')
            ? 'past_due'
            : null,
      authenticationInvoiceId: authentication,
      trialUsed: subscription.trial_end !== null,
    });
  }

  const inTurn = createKeyedQueue();

  /**
   * One subscription's reads and writes go in turn in a process: an event's read made just before a request's change
   * can no longer be stored after the request's own read (their times tie within a millisecond, or on a test's clock).
   */
  return (id: string): Promise<DeviceSubscriptionRow | undefined> => inTurn(id, () => syncNow(id));

  async function syncNow(id: string): Promise<DeviceSubscriptionRow | undefined> {
    const syncedAt = clock.now().getTime();
    const subscription = await stripe.subscriptions.retrieve(id, { expand: ['schedule'] });
    const { userId, deviceId } = subscription.metadata as Partial<SubscriptionMetadata>;
    if (!userId || !deviceId) return undefined;
    const schedule = subscription.schedule && typeof subscription.schedule === 'object' ? subscription.schedule : null;
    const price = itemOf(subscription).price;
    await subscriptions.upsertSubscription({
      id,
      userId,
      deviceId,
      planId: price.metadata[PLAN_ID_METADATA] ?? price.lookup_key ?? price.id,
      status: subscription.status,
      provider: { ...subscription, schedule: schedule?.id ?? null },
      schedule,
      ...(await paidHistory(stripe, id)),
      live: isLive(subscription.status),
      authenticationInvoiceId: await authenticationInvoice(subscription),
      syncedAt,
    });
    await applyDevicePolicy(deviceId, subscription);
    return subscriptions.subscription(id);
  }
}

export const metadataOf = (row: DeviceSubscriptionRow) =>
  (row.provider.metadata ?? {}) as Partial<SubscriptionMetadata>;

const paysForTheLine = (row: DeviceSubscriptionRow) => metadataOf(row).planType !== 'tier';

/**
 * A paused plan still covers the period paid before the pause; the line is suspended from the first unpaid one. An
 * `unpaid` plan covers nothing until it is paid.
 */
function coversNow(row: DeviceSubscriptionRow): boolean {
  const subscription = row.provider;
  if (subscription.status === 'unpaid') return false;
  if (!subscription.pause_collection) return true;
  return row.paidThrough !== null && itemOf(subscription).current_period_start < row.paidThrough;
}

export type SubscriptionSync = ReturnType<typeof createSubscriptionSync>;
