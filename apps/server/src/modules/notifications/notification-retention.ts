import type { Clock } from '../../adapters/clock.js';
import { pruneInBatches } from '../../lib/prune-in-batches.js';
import type { NotificationsRepository } from './notifications.repository.js';

/** Most rows one pruning statement deletes, so a large backlog never holds a long lock. */
export const PRUNE_BATCH = 5000;
const DAY_MS = 86_400_000;

interface NotificationRetentionDeps {
  repository: Pick<NotificationsRepository, 'pruneBatch'>;
  clock: Clock;
  retentionDays: number;
}

/** Notification retention: what is older than the retention time is pruned. */
export function createNotificationRetention({ repository, clock, retentionDays }: NotificationRetentionDeps) {
  return {
    /** Deletes the notifications older than the retention time, a batch at a time; answers how many went. */
    async prune(): Promise<number> {
      const before = new Date(clock.now().getTime() - retentionDays * DAY_MS);
      return pruneInBatches((limit) => repository.pruneBatch(before, limit), PRUNE_BATCH);
    },
  };
}
