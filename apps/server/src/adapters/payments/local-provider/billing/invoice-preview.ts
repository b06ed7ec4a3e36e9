import type { LocalStore } from '../store.js';
import { invalid, LocalStripeError } from '../types.js';
import { discountRequests, prepareDiscounts } from './discounts.js';
import { buildInvoice } from './invoice-builder.js';
import { customerBalance } from './invoice-collection.js';
import { planLine } from './line-text.js';
import { copy, customerOf, lookup, productName, recurringPrice, taxRates } from './lookups.js';
import { PRORATION_BEHAVIORS, type Invoice, type LineDraft, type Subscription } from './model.js';
import { integer, list, oneOf, record, required, strings, text, type Body } from './params.js';
import { addInterval, periodEndAfter } from './periods.js';
import { changeLines, endsTrialNow } from './proration.js';
import { applyPriceChanges, itemChanges } from './subscription-changes.js';
import { subscriptionDraft } from './subscription-invoicing.js';
import { ENDED_STATUSES } from './subscription-lifecycle.js';
import { periodLines, periodOf, recurringOf } from './subscription-items.js';

/**
 * The invoice an update with these `subscription_details` would produce: with `always_invoice` (or a new interval)
 * the proration invoice charged at once, computed exactly as the update computes it for the same `proration_date`;
 * otherwise the next renewal invoice including the prorations it would carry.
 */
async function previewForSubscription(store: LocalStore, subscription: Subscription, details: Body): Promise<Invoice> {
  if (ENDED_STATUSES.has(subscription.status)) {
    throw new LocalStripeError(
      404,
      'invalid_request_error',
      `No upcoming invoices for customer: ${subscription.customer}`,
      { code: 'invoice_upcoming_none' },
    );
  }
  const working = copy(subscription);
  if (details.default_tax_rates !== undefined) {
    working.default_tax_rates = await taxRates(
      store,
      strings(details.default_tax_rates, 'subscription_details[default_tax_rates]'),
      'subscription_details[default_tax_rates]',
    );
  }
  const now = store.now();
  const changes = await itemChanges(store, working, details.items);
  const proration =
    oneOf(details.proration_behavior, 'subscription_details[proration_behavior]', PRORATION_BEHAVIORS) ??
    'create_prorations';
  const at = integer(details.proration_date, 'subscription_details[proration_date]') ?? now;
  const endTrial = endsTrialNow(details.trial_end, 'subscription_details[trial_end]');
  const { lines, newPeriod } = await changeLines(store, working, changes, endTrial ? now : at, proration, endTrial);
  const pending = working._local?.pendingLines ?? [];
  if (newPeriod || (changes.length > 0 && proration === 'always_invoice')) {
    const spec = {
      lines: [...pending, ...lines],
      billingReason: 'subscription_update' as const,
      at: now,
      periodStart: now,
      periodEnd: now,
      preview: true,
      prorationDate: at,
    };
    return (await subscriptionDraft(store, working, spec)).invoice;
  }
  applyPriceChanges(working, changes, null);
  const period = periodOf(working);
  const end = periodEndAfter(working.billing_cycle_anchor, recurringOf(working), period.end);
  const renewal = [...pending, ...lines, ...(await periodLines(store, working, period.end, end, false))];
  const spec = {
    lines: renewal,
    billingReason: 'subscription_cycle' as const,
    at: period.end,
    periodStart: period.start,
    periodEnd: period.end,
    preview: true,
  };
  return (await subscriptionDraft(store, working, spec)).invoice;
}

/** The first invoice of a subscription the customer does not have yet. */
async function previewForNewSubscription(
  store: LocalStore,
  customer: string,
  body: Body,
  details: Body,
): Promise<Invoice> {
  const now = store.now();
  const lines: LineDraft[] = [];
  let currency = '';
  for (const [index, entry] of list(details.items).entries()) {
    const fields = record(entry);
    const param = `subscription_details[items][${index}][price]`;
    const price = await recurringPrice(store, required(fields.price, param), param);
    const quantity = integer(fields.quantity, `subscription_details[items][${index}][quantity]`) ?? 1;
    const end = addInterval(now, price.recurring!.interval, price.recurring!.interval_count);
    currency ||= price.currency;
    const description = planLine(await productName(store, price), price, quantity);
    lines.push({
      amount: (price.unit_amount ?? 0) * quantity,
      description,
      period: { start: now, end },
      price,
      quantity,
      proration: false,
      subscriptionItem: null,
    });
  }
  const discounts = prepareDiscounts(store, await discountRequests(store, body.discounts), customer, '');
  return buildInvoice(store, {
    customer,
    currency,
    subscription: null,
    lines,
    discounts: discounts.applied,
    taxRates: await taxRates(
      store,
      strings(details.default_tax_rates, 'subscription_details[default_tax_rates]'),
      'subscription_details[default_tax_rates]',
    ),
    billingReason: 'subscription_create',
    at: now,
    periodStart: now,
    periodEnd: now,
    startingBalance: await customerBalance(store, customer),
    preview: true,
  });
}

/** `POST /v1/invoices/create_preview`: answers an invoice that is never stored. */
export async function previewInvoice(store: LocalStore, body: Body): Promise<Invoice> {
  const details = record(body.subscription_details);
  const subscriptionId = text(body.subscription, 'subscription');
  const customer = text(body.customer, 'customer');
  if (subscriptionId) {
    const subscription = await lookup<Subscription>(store, 'subscription', subscriptionId, 'subscription');
    if (customer && customer !== subscription.customer)
      throw invalid(`The subscription ${subscriptionId} does not belong to customer ${customer}.`, 'customer');
    return previewForSubscription(store, subscription, details);
  }
  if (!customer) throw invalid('Missing required param: customer or subscription.', 'customer');
  await customerOf(store, customer);
  if (list(details.items).length === 0)
    throw invalid('Missing required param: subscription_details[items].', 'subscription_details[items]');
  return previewForNewSubscription(store, customer, body, details);
}
