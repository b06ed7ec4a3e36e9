import { invalid, type LocalRoute } from '../types.js';
import type { Subscription } from './model.js';
import { pageOf, record, text } from './params.js';
import { createSubscription } from './subscription-create.js';
import { endSubscription, ENDED_STATUSES } from './subscription-lifecycle.js';
import { updateSubscription } from './subscription-update.js';

const STATUSES = [
  'active',
  'all',
  'canceled',
  'ended',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'paused',
  'trialing',
  'unpaid',
];

/** Stripe's list filter: no status means every subscription not canceled; `ended` is canceled or expired. */
function statusFilter(status: string | undefined): (subscription: Subscription) => boolean {
  if (status === undefined) return (subscription) => subscription.status !== 'canceled';
  if (!STATUSES.includes(status)) throw invalid(`Invalid status: must be one of ${STATUSES.join(', ')}`, 'status');
  if (status === 'all') return () => true;
  if (status === 'ended') return (subscription) => ENDED_STATUSES.has(subscription.status);
  return (subscription) => subscription.status === status;
}

export const subscriptionRoutes: LocalRoute[] = [
  { method: 'POST', path: '/v1/subscriptions', handle: (request, store) => createSubscription(store, request.body) },
  {
    method: 'GET',
    path: '/v1/subscriptions',
    handle: (request, store) => {
      const byStatus = statusFilter(text(request.body.status, 'status'));
      const price = text(request.body.price, 'price');
      return store.list<Subscription>('subscription', '/v1/subscriptions', pageOf(request.body), {
        customer: text(request.body.customer, 'customer'),
        where: (subscription) =>
          byStatus(subscription) && (!price || subscription.items.data.some((item) => item.price.id === price)),
      });
    },
  },
  {
    method: 'GET',
    path: '/v1/subscriptions/:id',
    handle: (request, store) => store.get('subscription', request.params.id!),
  },
  {
    method: 'POST',
    path: '/v1/subscriptions/:id',
    handle: (request, store) => updateSubscription(store, request.params.id!, request.body),
  },
  {
    method: 'DELETE',
    path: '/v1/subscriptions/:id',
    handle: async (request, store) => {
      const subscription = await store.get<Subscription>('subscription', request.params.id!);
      if (ENDED_STATUSES.has(subscription.status)) {
        throw invalid('This subscription has already been canceled.');
      }
      const details = record(request.body.cancellation_details);
      subscription.canceled_at = store.now();
      subscription.cancellation_details = {
        comment: text(details.comment, 'cancellation_details[comment]') ?? null,
        feedback: text(details.feedback, 'cancellation_details[feedback]') ?? null,
        reason: 'cancellation_requested',
      };
      return endSubscription(store, subscription, store.now(), 'cancellation_requested');
    },
  },
];
