import type { LocalStore } from '../store.js';
import { invalid } from '../types.js';
import { voidInvoice } from './invoice-collection.js';
import { copy, emitUpdated, recurringPrice } from './lookups.js';
import type { Invoice, Subscription } from './model.js';
import { integer, list, record, text } from './params.js';
import type { PriceChange } from './proration.js';
import { setPeriod, withPrice } from './subscription-items.js';

/** A pending update lives this long before Stripe discards it (23 hours). */
const PENDING_UPDATE_SECONDS = 23 * 3600;

/** `items[i][id]` with `items[i][price]`: the items whose price changes (a new price for an item that has it is no change). */
export async function itemChanges(
  store: LocalStore,
  subscription: Subscription,
  value: unknown,
): Promise<PriceChange[]> {
  const changes: PriceChange[] = [];
  for (const [index, entry] of list(value).entries()) {
    const fields = record(entry);
    const id = text(fields.id, `items[${index}][id]`);
    const item = subscription.items.data.find((candidate) => candidate.id === id);
    if (!id || !item)
      throw invalid(
        id
          ? `Subscription item ${id} does not belong to subscription ${subscription.id}.`
          : 'Adding items to a subscription is not supported by the local provider.',
        `items[${index}][id]`,
      );
    const priceId = text(fields.price, `items[${index}][price]`);
    const quantity = integer(fields.quantity, `items[${index}][quantity]`);
    if (quantity !== undefined && quantity !== item.quantity)
      throw invalid('Changing quantities is not supported by the local provider.', `items[${index}][quantity]`);
    if (!priceId || priceId === item.price.id) continue;
    const price = await recurringPrice(store, priceId, `items[${index}][price]`);
    if (price.currency !== subscription.currency)
      throw invalid(
        `The price currency (${price.currency}) must match the subscription currency (${subscription.currency}).`,
        `items[${index}][price]`,
      );
    changes.push({ item, price });
  }
  return changes;
}

export function applyPriceChanges(
  subscription: Subscription,
  changes: PriceChange[],
  newPeriod: { start: number; end: number } | null,
): void {
  subscription.items = {
    ...subscription.items,
    data: subscription.items.data.map((item) => {
      const change = changes.find((candidate) => candidate.item.id === item.id);
      return change ? withPrice(item, change.price) : item;
    }),
  };
  if (newPeriod) {
    setPeriod(subscription, newPeriod.start, newPeriod.end);
    subscription.billing_cycle_anchor = newPeriod.start;
    // Only a trial ended by `trial_end=now` gets a new cycle while trialing.
    if (subscription.status === 'trialing') {
      subscription.trial_end = newPeriod.start;
      subscription.status = 'active';
    }
  }
}

export function pendingUpdateOf(
  subscription: Subscription,
  changes: PriceChange[],
  newPeriod: { start: number; end: number } | null,
  at: number,
): Subscription['pending_update'] {
  const preview = copy(subscription);
  applyPriceChanges(preview, changes, newPeriod);
  return {
    billing_cycle_anchor: newPeriod?.start ?? null,
    cancel_at_period_end: null,
    discount: null,
    discounts: null,
    expires_at: at + PENDING_UPDATE_SECONDS,
    metadata: null,
    subscription_items: preview.items.data,
    trial_end: preview.trial_end === subscription.trial_end ? null : preview.trial_end,
    trial_from_plan: null,
  };
}

/** Its invoice got paid: the pending update takes effect. */
export function applyPendingUpdate(subscription: Subscription): void {
  const pending = subscription.pending_update;
  if (!pending) return;
  const changes = pending.subscription_items.flatMap((next) => {
    const item = subscription.items.data.find((candidate) => candidate.id === next.id);
    return item && item.price.id !== next.price.id ? [{ item, price: next.price }] : [];
  });
  const first = pending.subscription_items[0];
  const newPeriod =
    pending.billing_cycle_anchor !== null && first
      ? { start: first.current_period_start, end: first.current_period_end }
      : null;
  applyPriceChanges(subscription, changes, newPeriod);
  subscription.pending_update = null;
}

/** Drops the pending update and voids its unpaid invoice: it expired, or a new price change replaces it. */
export async function discardPendingUpdate(store: LocalStore, subscription: Subscription, at: number): Promise<void> {
  subscription.pending_update = null;
  const invoice = subscription.latest_invoice
    ? await store.find<Invoice>('invoice', subscription.latest_invoice)
    : undefined;
  if (invoice?._local?.appliesPendingUpdate && invoice.status === 'open') await voidInvoice(store, invoice, at);
}

export async function expirePendingUpdate(store: LocalStore, subscription: Subscription, at: number): Promise<void> {
  const before = copy(subscription);
  await discardPendingUpdate(store, subscription, at);
  await store.save(subscription);
  await emitUpdated(store, 'customer.subscription.updated', before, subscription);
}
