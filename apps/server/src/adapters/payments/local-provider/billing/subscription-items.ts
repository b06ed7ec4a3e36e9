import type { LocalStore } from '../store.js';
import { planLine, trialLine } from './line-text.js';
import { productName } from './lookups.js';
import type { LineDraft, Price, Subscription, SubscriptionItem } from './model.js';

/** The legacy `plan` Stripe still answers beside `price`. */
function planOf(price: Price): Record<string, unknown> {
  return {
    id: price.id,
    object: 'plan',
    active: price.active ?? true,
    amount: price.unit_amount,
    amount_decimal: String(price.unit_amount ?? 0),
    billing_scheme: 'per_unit',
    created: price.created ?? 0,
    currency: price.currency,
    interval: price.recurring?.interval ?? 'month',
    interval_count: price.recurring?.interval_count ?? 1,
    livemode: false,
    metadata: price.metadata ?? {},
    meter: null,
    nickname: price.nickname ?? null,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

export function newItem(
  store: LocalStore,
  subscription: string,
  price: Price,
  quantity: number,
  start: number,
  end: number,
): SubscriptionItem {
  return {
    id: store.newId('si'),
    object: 'subscription_item',
    billing_thresholds: null,
    created: start,
    current_period_end: end,
    current_period_start: start,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: planOf(price),
    price,
    quantity,
    subscription,
    tax_rates: [],
  };
}

export function withPrice(item: SubscriptionItem, price: Price): SubscriptionItem {
  return { ...item, price, plan: planOf(price) };
}

/** In this API version the period lives on the items; all items of a subscription share it. */
export function periodOf(subscription: Subscription): { start: number; end: number } {
  const item = subscription.items.data[0]!;
  return { start: item.current_period_start, end: item.current_period_end };
}

export function setPeriod(subscription: Subscription, start: number, end: number): void {
  subscription.items = {
    ...subscription.items,
    data: subscription.items.data.map((item) => ({ ...item, current_period_start: start, current_period_end: end })),
  };
}

export function recurringOf(subscription: Subscription) {
  return subscription.items.data[0]!.price.recurring!;
}

/** One line per item for a whole period: at its price, or $0 when the period is a trial. */
export async function periodLines(
  store: LocalStore,
  subscription: Subscription,
  start: number,
  end: number,
  trial: boolean,
): Promise<LineDraft[]> {
  const lines: LineDraft[] = [];
  for (const item of subscription.items.data) {
    const name = await productName(store, item.price);
    lines.push({
      amount: trial ? 0 : (item.price.unit_amount ?? 0) * item.quantity,
      description: trial ? trialLine(name) : planLine(name, item.price, item.quantity),
      period: { start, end },
      price: item.price,
      quantity: item.quantity,
      proration: false,
      subscriptionItem: item.id,
    });
  }
  return lines;
}
