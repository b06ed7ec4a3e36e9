import type { LocalStore } from '../store.js';
import { invalid } from '../types.js';
import { addInvoiceItems } from './add-invoice-items.js';
import { discountRequests, prepareDiscounts } from './discounts.js';
import {
  billingPaymentMethod,
  copy,
  customerOf,
  emitUpdated,
  ownPaymentMethod,
  recurringPrice,
  taxRates,
} from './lookups.js';
import { PAYMENT_BEHAVIORS, type Invoice, type PaymentMethod, type Price, type Subscription } from './model.js';
import {
  flag,
  integer,
  list,
  mergeMetadata,
  moment,
  oneOf,
  record,
  required,
  strings,
  text,
  type Body,
} from './params.js';
import { asksAuthentication, declineError, declines, noPaymentMethodError, requiresActionError } from './payments.js';
import { addInterval, sameInterval } from './periods.js';
import { dropSpentDiscounts, issueInvoice, subscriptionDraft } from './subscription-invoicing.js';
import { newItem, periodLines } from './subscription-items.js';

const DAY = 86_400;

async function itemPrices(store: LocalStore, value: unknown): Promise<{ price: Price; quantity: number }[]> {
  const entries = list(value);
  if (entries.length === 0) throw invalid('Missing required param: items.', 'items');
  const items = [];
  for (const [index, entry] of entries.entries()) {
    const fields = record(entry);
    const price = await recurringPrice(
      store,
      required(fields.price, `items[${index}][price]`),
      `items[${index}][price]`,
    );
    items.push({ price, quantity: integer(fields.quantity, `items[${index}][quantity]`) ?? 1 });
  }
  const first = items[0]!.price;
  for (const { price } of items) {
    if (price.currency !== first.currency)
      throw invalid('All prices on a subscription must have the same currency.', 'items');
    if (!sameInterval(price.recurring!, first.recurring!))
      throw invalid(
        'All prices on a subscription must have the same `recurring.interval` and `recurring.interval_count`.',
        'items',
      );
  }
  return items;
}

function trialEndOf(body: Body, now: number): number | null {
  const end = moment(body.trial_end, 'trial_end', now);
  if (end !== undefined && end !== now) {
    if (end < now) throw invalid('Invalid timestamp: must be an integer Unix timestamp in the future.', 'trial_end');
    return end;
  }
  const days = integer(body.trial_period_days, 'trial_period_days');
  return days ? now + days * DAY : null;
}

/** What `createSubscription` settled from the request before the subscription itself is written. */
interface SubscriptionStart {
  id: string;
  customer: string;
  now: number;
  items: { price: Price; quantity: number }[];
  methodId: string | null;
  trialEnd: number | null;
  periodEnd: number;
  discountIds: string[];
}

/** The new subscription as Stripe answers it before its first invoice: `trialing` or `incomplete`, with its items. */
async function subscriptionOf(store: LocalStore, body: Body, start: SubscriptionStart): Promise<Subscription> {
  const { id, customer, now, items, methodId, trialEnd, periodEnd, discountIds } = start;
  const cancelAtPeriodEnd = flag(body.cancel_at_period_end, 'cancel_at_period_end') ?? false;
  const subscription: Subscription = {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: trialEnd ?? now,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: cancelAtPeriodEnd ? periodEnd : null,
    cancel_at_period_end: cancelAtPeriodEnd,
    canceled_at: cancelAtPeriodEnd ? now : null,
    cancellation_details: {
      comment: null,
      feedback: null,
      reason: cancelAtPeriodEnd ? 'cancellation_requested' : null,
    },
    collection_method: 'charge_automatically',
    created: now,
    currency: items[0]!.price.currency,
    customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: methodId,
    default_source: null,
    default_tax_rates: await taxRates(store, strings(body.default_tax_rates, 'default_tax_rates'), 'default_tax_rates'),
    description: text(body.description, 'description') ?? null,
    discounts: discountIds,
    ended_at: null,
    invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
    items: {
      object: 'list',
      url: `/v1/subscription_items?subscription=${id}`,
      has_more: false,
      data: [],
      total_count: items.length,
    },
    latest_invoice: null,
    livemode: false,
    metadata: mergeMetadata({}, body.metadata),
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: now,
    status: trialEnd ? 'trialing' : 'incomplete',
    test_clock: null,
    transfer_data: null,
    trial_end: trialEnd,
    trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
    trial_start: trialEnd ? now : null,
  };
  subscription.items.data = items.map(({ price, quantity }) => newItem(store, id, price, quantity, now, periodEnd));
  return subscription;
}

/**
 * Refuses (402) a first charge that would fail or wait for 3-D Secure when `error_if_incomplete` asks, or when there is
 * no method to try.
 */
function refuseFailingCharge(
  invoice: Invoice,
  method: PaymentMethod | undefined,
  behavior: (typeof PAYMENT_BEHAVIORS)[number],
): void {
  if (invoice.amount_due > 0 && behavior === 'error_if_incomplete' && asksAuthentication(method)) throw requiresActionError();
  if (invoice.amount_due > 0 && declines(method)) {
    if (behavior === 'error_if_incomplete') throw method ? declineError() : noPaymentMethodError();
    if (!method && behavior !== 'default_incomplete') throw noPaymentMethodError();
  }
}

/**
 * `POST /v1/subscriptions`. A trial starts `trialing` with a $0 invoice; otherwise the first invoice is charged at once.
 * A charge that would fail under `error_if_incomplete` is refused (402) before anything is stored.
 */
export async function createSubscription(store: LocalStore, body: Body): Promise<Subscription> {
  const now = store.now();
  const customer = required(body.customer, 'customer');
  await customerOf(store, customer);
  const items = await itemPrices(store, body.items);
  const { currency, recurring } = items[0]!.price;
  const methodId = text(body.default_payment_method, 'default_payment_method') || null;
  if (methodId) await ownPaymentMethod(store, methodId, customer, 'default_payment_method');
  const behavior = oneOf(body.payment_behavior, 'payment_behavior', PAYMENT_BEHAVIORS) ?? 'allow_incomplete';
  const trialEnd = trialEndOf(body, now);
  const periodEnd = trialEnd ?? addInterval(now, recurring!.interval, recurring!.interval_count);
  const id = store.newId('sub');
  const discounts = prepareDiscounts(store, await discountRequests(store, body.discounts), customer, id);
  const subscription = await subscriptionOf(store, body, {
    id,
    customer,
    now,
    items,
    methodId,
    trialEnd,
    periodEnd,
    discountIds: discounts.ids,
  });

  const extras = await addInvoiceItems(store, body.add_invoice_items, currency, { start: now, end: now });
  const lines = [...(await periodLines(store, subscription, now, periodEnd, trialEnd !== null)), ...extras.lines];
  const { invoice, applied } = await subscriptionDraft(store, subscription, {
    lines,
    billingReason: 'subscription_create',
    at: now,
    periodStart: now,
    periodEnd: now,
    discounts: discounts.applied,
  });
  const method = await billingPaymentMethod(store, customer, subscription);
  refuseFailingCharge(invoice, method, behavior);

  for (const price of extras.prices) await store.insert(price);
  await store.insert(subscription);
  await discounts.commit();
  await store.emit('customer.subscription.created', subscription);
  const created = copy(subscription);
  const paid = await issueInvoice(store, subscription, invoice, { automatic: false, charge: method !== undefined });
  if (!trialEnd) subscription.status = paid ? 'active' : 'incomplete';
  dropSpentDiscounts(subscription, invoice, applied);
  await store.save(subscription);
  if (created.status !== subscription.status)
    await emitUpdated(store, 'customer.subscription.updated', created, subscription);
  return subscription;
}
