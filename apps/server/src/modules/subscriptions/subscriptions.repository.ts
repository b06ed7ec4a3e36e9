import type { Database } from '../../db/client.js';
import { createDeviceBilling } from './device-billing.repository.js';
import { createHandledEvents } from './handled-events.repository.js';
import { createSubscriptionLookups } from './subscription-lookups.repository.js';
import { createSubscriptionRows } from './subscription-rows.repository.js';

export type { DeviceSubscriptionRow } from './subscription-rows.repository.js';

/**
 * The statuses of a plan that still stands: it covers the device, except an `unpaid` one (its retries used up), which
 * suspends the device's line until a new card pays it.
 */
export const LIVE_STATUSES = ['trialing', 'active', 'past_due', 'unpaid'] as const;

/**
 * Subscriptions' rows: the device subscriptions the provider's events keep, the device's plan state, the codes bound to
 * devices, and the provider's events handled.
 */
export function createSubscriptionsRepository(db: Database) {
  return {
    ...createSubscriptionRows(db),
    ...createSubscriptionLookups(db),
    ...createDeviceBilling(db),
    ...createHandledEvents(db),
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
