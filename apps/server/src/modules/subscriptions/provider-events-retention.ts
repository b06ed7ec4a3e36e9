import type { Clock } from '../../adapters/clock.js';
import { pruneInBatches } from '../../lib/prune-in-batches.js';
import type { SubscriptionsRepository } from './subscriptions.repository.js';

/**
 * How long a handled event is kept: longer than the provider retries a delivery (3 days) and lists its events (30
 * days), so a late delivery of one still finds it handled.
 */
export const EVENT_RETENTION_DAYS = 30;
/** Most events one pruning statement deletes. */
export const EVENT_PRUNE_BATCH = 1000;
const DAY_MS = 86_400_000;

/**
 * The retention of the provider's events (decision 0057): those handled more than the retention ago are deleted, a
 * batch at a time; an event still to be handled is never deleted, however old. Answers how many went.
 */
export function createProviderEventsRetention({
  events,
  clock,
}: {
  events: Pick<SubscriptionsRepository, 'pruneHandled'>;
  clock: Clock;
}) {
  return async function pruneProviderEvents(): Promise<number> {
    const before = new Date(clock.now().getTime() - EVENT_RETENTION_DAYS * DAY_MS);
    return pruneInBatches((limit) => events.pruneHandled(before, limit), EVENT_PRUNE_BATCH);
  };
}
