import type { LocalStore } from '../store.js';
import { invalid, type LocalRoute } from '../types.js';
import { copy, emitUpdated, lookup, previousAttributes } from './lookups.js';
import type { Subscription } from './model.js';
import { mergeMetadata, pageOf, text, type Body } from './params.js';
import { currentPhase, endBehaviorOf, parsePhases, type Schedule } from './schedule-phases.js';
import { enterPhase, releaseSchedule } from './schedule-progress.js';
import { endSubscription, ENDED_STATUSES } from './subscription-lifecycle.js';

async function createSchedule(store: LocalStore, body: Body): Promise<Schedule> {
  const id = text(body.from_subscription, 'from_subscription');
  if (!id) throw invalid('The local provider only creates schedules `from_subscription`.', 'from_subscription');
  const subscription = await lookup<Subscription>(store, 'subscription', id, 'from_subscription');
  if (subscription.schedule)
    throw invalid(
      `You cannot migrate a subscription that is already attached to a schedule: \`${subscription.schedule}\`.`,
      'from_subscription',
    );
  if (ENDED_STATUSES.has(subscription.status))
    throw invalid('You cannot create a schedule from a canceled subscription.', 'from_subscription');
  const now = store.now();
  const phase = currentPhase(subscription);
  const schedule: Schedule = {
    id: store.newId('sub_sched'),
    object: 'subscription_schedule',
    application: null,
    billing_mode: { flexible: null, type: 'classic' },
    canceled_at: null,
    completed_at: null,
    created: now,
    current_phase: { start_date: phase.start_date, end_date: phase.end_date },
    customer: subscription.customer,
    customer_account: null,
    default_settings: {
      application_fee_percent: null,
      billing_cycle_anchor: 'automatic',
      billing_thresholds: null,
      collection_method: 'charge_automatically',
      default_payment_method: null,
      description: null,
      invoice_settings: { account_tax_ids: null, days_until_due: null, issuer: { type: 'self' } },
      on_behalf_of: null,
      transfer_data: null,
    },
    end_behavior: 'release',
    livemode: false,
    metadata: {},
    phases: [phase],
    released_at: null,
    released_subscription: null,
    status: 'active',
    subscription: subscription.id,
    test_clock: null,
    _local: { current: 0 },
  };
  await store.insert(schedule);
  await store.emit('subscription_schedule.created', schedule);
  const before = copy(subscription);
  subscription.schedule = schedule.id;
  await store.save(subscription);
  await emitUpdated(store, 'customer.subscription.updated', before, subscription);
  return schedule;
}

async function updateSchedule(store: LocalStore, id: string, body: Body): Promise<Schedule> {
  const schedule = await store.get<Schedule>('subscription_schedule', id);
  if (schedule.status !== 'active' && schedule.status !== 'not_started')
    throw invalid(`You cannot update a subscription schedule that is ${schedule.status}.`);
  const before = copy(schedule);
  if (body.phases !== undefined) {
    schedule.phases = await parsePhases(store, schedule, body.phases);
    const current = schedule.phases[0]!;
    schedule.current_phase = { start_date: current.start_date, end_date: current.end_date };
    schedule._local = { current: 0 };
    const subscription = schedule.subscription
      ? await store.find<Subscription>('subscription', schedule.subscription)
      : undefined;
    if (subscription) await enterPhase(store, subscription, current, store.now());
  }
  schedule.end_behavior = endBehaviorOf(body, schedule.end_behavior);
  schedule.metadata = mergeMetadata((schedule.metadata as Record<string, string> | null) ?? {}, body.metadata);
  await store.save(schedule);
  const previous = previousAttributes(before, schedule);
  if (Object.keys(previous).length > 0) await store.emit('subscription_schedule.updated', schedule, previous);
  return schedule;
}

async function cancelSchedule(store: LocalStore, id: string): Promise<Schedule> {
  const schedule = await store.get<Schedule>('subscription_schedule', id);
  if (schedule.status !== 'active' && schedule.status !== 'not_started')
    throw invalid(`You cannot cancel a subscription schedule that is ${schedule.status}.`);
  const subscription = schedule.subscription
    ? await store.find<Subscription>('subscription', schedule.subscription)
    : undefined;
  if (subscription && !ENDED_STATUSES.has(subscription.status))
    await endSubscription(store, subscription, store.now(), 'cancellation_requested');
  const canceled = await store.get<Schedule>('subscription_schedule', id);
  if (canceled.status === 'canceled') return canceled;
  Object.assign(canceled, { status: 'canceled', canceled_at: store.now(), current_phase: null });
  await store.save(canceled);
  await store.emit('subscription_schedule.canceled', canceled, { status: schedule.status });
  return canceled;
}

export const scheduleRoutes: LocalRoute[] = [
  {
    method: 'POST',
    path: '/v1/subscription_schedules',
    handle: (request, store) => createSchedule(store, request.body),
  },
  {
    method: 'GET',
    path: '/v1/subscription_schedules',
    handle: (request, store) =>
      store.list('subscription_schedule', '/v1/subscription_schedules', pageOf(request.body), {
        customer: text(request.body.customer, 'customer'),
      }),
  },
  {
    method: 'GET',
    path: '/v1/subscription_schedules/:id',
    handle: (request, store) => store.get('subscription_schedule', request.params.id!),
  },
  {
    method: 'POST',
    path: '/v1/subscription_schedules/:id',
    handle: (request, store) => updateSchedule(store, request.params.id!, request.body),
  },
  {
    method: 'POST',
    path: '/v1/subscription_schedules/:id/release',
    handle: async (request, store) => {
      const schedule = await store.get<Schedule>('subscription_schedule', request.params.id!);
      if (schedule.status !== 'active' && schedule.status !== 'not_started')
        throw invalid(`You cannot release a subscription schedule that is ${schedule.status}.`);
      return releaseSchedule(store, schedule, store.now());
    },
  },
  {
    method: 'POST',
    path: '/v1/subscription_schedules/:id/cancel',
    handle: (request, store) => cancelSchedule(store, request.params.id!),
  },
];
