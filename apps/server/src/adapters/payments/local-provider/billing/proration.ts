import type { LocalStore } from '../store.js';
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

/**
 * The lines a price change at `at` produces: for each changed item, a credit for the unused time at the old price and
 * a charge for the remaining time at the new one, both by the seconds left in the period. Prices with another interval
 * restart the cycle and charge the new price's whole first period. A trial has nothing to prorate.
 */
export async function changeLines(
  store: LocalStore,
  subscription: Subscription,
  changes: PriceChange[],
  at: number,
  behavior: ProrationBehavior,
): Promise<ChangeLines> {
  if (changes.length === 0 || subscription.status === 'trialing') return { lines: [], newPeriod: null };
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
  const newPeriod = { start: at, end: addInterval(at, newRecurring.interval, newRecurring.interval_count) };
  for (const item of subscription.items.data) {
    const price = changes.find((change) => change.item.id === item.id)?.price ?? item.price;
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
