import type { LocalStore } from '../store.js';
import { invalid, type StripeObject } from '../types.js';
import { recurringPrice } from './lookups.js';
import { PRORATION_BEHAVIORS, type Subscription } from './model.js';
import { integer, list, mergeMetadata, moment, oneOf, record, required, type Body, type Metadata } from './params.js';
import { addInterval, type Interval } from './periods.js';

export interface PhaseItem {
  price: string;
  quantity: number;
  [field: string]: unknown;
}

export interface Phase {
  start_date: number;
  end_date: number;
  items: PhaseItem[];
  metadata: Metadata;
  proration_behavior: 'create_prorations' | 'always_invoice' | 'none';
  currency: string;
  [field: string]: unknown;
}

export interface Schedule extends StripeObject {
  object: 'subscription_schedule';
  customer: string;
  status: 'not_started' | 'active' | 'completed' | 'released' | 'canceled';
  subscription: string | null;
  phases: Phase[];
  current_phase: { start_date: number; end_date: number } | null;
  end_behavior: 'release' | 'cancel' | 'none' | 'renew';
  _local?: { current: number };
}

function phaseItem(price: string, quantity: number): PhaseItem {
  return { billing_thresholds: null, discounts: [], metadata: {}, plan: price, price, quantity, tax_rates: [] };
}

function phaseOf(fields: {
  start: number;
  end: number;
  items: PhaseItem[];
  metadata: Metadata;
  proration: Phase['proration_behavior'];
  currency: string;
}): Phase {
  return {
    add_invoice_items: [],
    application_fee_percent: null,
    billing_cycle_anchor: null,
    billing_thresholds: null,
    collection_method: null,
    currency: fields.currency,
    default_payment_method: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    end_date: fields.end,
    invoice_settings: null,
    items: fields.items,
    metadata: fields.metadata,
    on_behalf_of: null,
    proration_behavior: fields.proration,
    start_date: fields.start,
    transfer_data: null,
    trial_end: null,
  };
}

/** The one phase a schedule made `from_subscription` starts with: the current period at the current prices. */
export function currentPhase(subscription: Subscription): Phase {
  const item = subscription.items.data[0]!;
  return phaseOf({
    start: item.current_period_start,
    end: item.current_period_end,
    items: subscription.items.data.map((entry) => phaseItem(entry.price.id, entry.quantity)),
    metadata: {},
    proration: 'create_prorations',
    currency: subscription.currency,
  });
}

const INTERVALS = ['day', 'week', 'month', 'year'] as const;

/** A phase's `duration[interval]` and `duration[interval_count]` (default 1), when given. */
function durationOf(value: unknown, param: string): { interval: Interval; count: number } | undefined {
  if (value === undefined) return undefined;
  const fields = record(value);
  const interval = oneOf(fields.interval, `${param}[interval]`, INTERVALS);
  if (!interval) throw invalid(`Missing required param: ${param}[interval].`, `${param}[interval]`);
  return { interval, count: integer(fields.interval_count, `${param}[interval_count]`) ?? 1 };
}

/**
 * `phases[i][…]` of an update. The current phase keeps its start; a later phase starts where the one before ends;
 * a phase without an end lasts its `duration`, else `iterations` (default 1) periods of its first price.
 */
export async function parsePhases(store: LocalStore, schedule: Schedule, value: unknown): Promise<Phase[]> {
  const entries = list(value).map(record);
  if (entries.length === 0) throw invalid('Missing required param: phases.', 'phases');
  const phases: Phase[] = [];
  const now = store.now();
  const current = schedule.phases[schedule._local?.current ?? 0];
  for (const [index, fields] of entries.entries()) {
    const param = `phases[${index}]`;
    const items: PhaseItem[] = [];
    let currency = '';
    let firstRecurring = null;
    for (const [position, entry] of list(fields.items).entries()) {
      const item = record(entry);
      const price = await recurringPrice(
        store,
        required(item.price, `${param}[items][${position}][price]`),
        `${param}[items][${position}][price]`,
      );
      currency ||= price.currency;
      firstRecurring ??= price.recurring;
      items.push(phaseItem(price.id, integer(item.quantity, `${param}[items][${position}][quantity]`) ?? 1));
    }
    if (items.length === 0) throw invalid(`Missing required param: ${param}[items].`, `${param}[items]`);
    const previous = phases[index - 1];
    const start =
      moment(fields.start_date, `${param}[start_date]`, now) ?? previous?.end_date ?? current?.start_date ?? now;
    if (index === 0 && schedule.status === 'active' && current && start !== current.start_date) {
      throw invalid('You can not modify the start date of the current phase.', `${param}[start_date]`);
    }
    if (previous && previous.end_date !== start) previous.end_date = start;
    const iterations = integer(fields.iterations, `${param}[iterations]`) ?? 1;
    const duration = durationOf(fields.duration, `${param}[duration]`);
    const end =
      moment(fields.end_date, `${param}[end_date]`, now) ??
      (duration
        ? addInterval(start, duration.interval, duration.count)
        : addInterval(start, firstRecurring!.interval, firstRecurring!.interval_count * iterations));
    if (end <= start) throw invalid('The end date of a phase must be after its start date.', `${param}[end_date]`);
    const proration =
      oneOf(fields.proration_behavior, `${param}[proration_behavior]`, PRORATION_BEHAVIORS) ?? 'create_prorations';
    phases.push(phaseOf({ start, end, items, metadata: mergeMetadata({}, fields.metadata), proration, currency }));
  }
  return phases;
}

export function endBehaviorOf(body: Body, fallback: Schedule['end_behavior']): Schedule['end_behavior'] {
  return oneOf(body.end_behavior, 'end_behavior', ['release', 'cancel', 'none', 'renew'] as const) ?? fallback;
}
