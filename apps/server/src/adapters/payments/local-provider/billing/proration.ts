import type { LocalStore } from '../store.js';
import { invalid } from '../types.js';
import { roundMinor } from './invoice-math.js';
import { planLine, remainingLine, unusedLine } from './line-text.js';
import { productName } from './lookups.js';
import type { LineDraft, Price, Subscription, SubscriptionItem } from './model.js';
import { addInterval, sameInterval } from './periods.js';
import { periodOf, recurringOf } from './subscription-items.js';

export type ProrationBehavior = 'create_prorations' | 'always_invoice' | 'none';

export interface PriceChange {
  item: SubscriptionItem;
  price: Price;
}

export interface ChangeLines {
  lines: LineDraft[];
  /** A new interval restarts the billing cycle at the change: the period the subscription moves to. */
  newPeriod: { start: number; end: number } | null;
}

/** `trial_end` of an update or its preview: only `now` (end the trial at once) is supported. */
export function endsTrialNow(value: unknown, param: string): boolean {
  if (value === undefined) return false;
  if (value !== 'now') throw invalid(`Only \`${param}=now\` is supported by the local provider.`, param);
  return true;
}

/** Every item's whole period from `start` at its price after the changes: a billing cycle starting afresh. */
async function newCycle(
  store: LocalStore,
  subscription: Subscription,
  changes: PriceChange[],
  start: number,
): Promise<ChangeLines> {
  const priced = subscription.items.data.map((item) => ({
    item,
    price: changes.find((change) => change.item.id === item.id)?.price ?? item.price,
  }));
  const recurring = priced[0]!.price.recurring!;
  const newPeriod = { start, end: addInterval(start, recurring.interval, recurring.interval_count) };
  const lines: LineDraft[] = [];
  for (const { item, price } of priced) {
    lines.push({
      amount: (price.unit_amount ?? 0) * item.quantity,
      description: planLine(await productName(store, price), price, item.quantity),
      period: newPeriod,
      price,
      quantity: item.quantity,
      proration: false,
      subscriptionItem: item.id,
    });
  }
  return { lines, newPeriod };
}

/**
 * The lines a price change at `at` produces: for each changed item, a credit for the unused time at the old price and
 * a charge for the remaining time at the new one, both by the seconds left in the period. Prices with another interval
 * restart the cycle and charge the new price's whole first period. A trial has nothing to prorate; ending it
 * (`endTrial`) starts a cycle at the new prices.
 */
export async function changeLines(
  store: LocalStore,
  subscription: Subscription,
  changes: PriceChange[],
  at: number,
  behavior: ProrationBehavior,
  endTrial = false,
): Promise<ChangeLines> {
  if (subscription.status === 'trialing')
    return endTrial ? newCycle(store, subscription, changes, at) : { lines: [], newPeriod: null };
  if (changes.length === 0) return { lines: [], newPeriod: null };
  const period = periodOf(subscription);
  const newRecurring = changes[0]!.price.recurring!;
  const restart = !sameInterval(recurringOf(subscription), newRecurring);
  const share = (amount: number) => roundMinor((amount * Math.max(0, period.end - at)) / (period.end - period.start));
  const lines: LineDraft[] = [];
  if (behavior !== 'none') {
    for (const { item, price } of changes) {
      const unused = { start: at, end: period.end };
      if (at >= period.end) continue;
      lines.push({
        amount: -share((item.price.unit_amount ?? 0) * item.quantity),
        description: unusedLine(await productName(store, item.price), item.quantity, at),
        period: unused,
        price: item.price,
        quantity: item.quantity,
        proration: true,
        subscriptionItem: item.id,
      });
      if (!restart) {
        lines.push({
          amount: share((price.unit_amount ?? 0) * item.quantity),
          description: remainingLine(await productName(store, price), item.quantity, at),
          period: unused,
          price,
          quantity: item.quantity,
          proration: true,
          subscriptionItem: item.id,
        });
      }
    }
  }
  if (!restart) return { lines, newPeriod: null };
  const cycle = await newCycle(store, subscription, changes, at);
  return { lines: [...lines, ...cycle.lines], newPeriod: cycle.newPeriod };
}
