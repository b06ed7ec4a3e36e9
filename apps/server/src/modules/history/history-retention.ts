import { setTimeout as sleep } from 'node:timers/promises';
import type { Clock } from '../../adapters/clock.js';
import {
  FIRST_DEVICE,
  type HistoryRetentionRepository,
  type PruneBatch,
  type PruneBatchInput,
} from './history-retention.repository.js';

/** Most positions one pruning statement deletes, so a large backlog never holds a long lock. */
export const HISTORY_PRUNE_BATCH = 5000;

/**
 * After each batch the sweep rests as long as the batch took, so a backlog takes at most half of the database's time
 * and the trackers' reports, which share it, keep most of their rate (measured: bench, history-retention).
 */
const REST_PER_BATCH_TIME = 1;

interface HistoryRetentionDeps {
  repository: HistoryRetentionRepository;
  clock: Clock;
  /** HISTORY_RETENTION_DAYS: the retention of accounts that chose none; null keeps their history. */
  defaultDays: number | null;
}

/**
 * The retention of location history: deletes the positions of each device older than its current owner's retention
 * (the installation's when the owner chose none, or the device has none), in batches. A history may be emptied: the
 * device's latest state lives on the device.
 */
export function createHistoryRetention({ repository, clock, defaultDays }: HistoryRetentionDeps) {
  /** Walks every device once, a batch a statement, each batch starting at the device the last one stopped at. */
  async function sweep(pruneBatch: (input: PruneBatchInput) => Promise<PruneBatch>, now: Date): Promise<number> {
    let pruned = 0;
    let from: string | null = FIRST_DEVICE;
    while (from !== null) {
      const started = performance.now();
      const batch: PruneBatch = await pruneBatch({ now, defaultDays, from, limit: HISTORY_PRUNE_BATCH });
      pruned += batch.deleted;
      from = batch.resumeAt;
      if (from !== null) await sleep((performance.now() - started) * REST_PER_BATCH_TIME);
    }
    return pruned;
  }

  return {
    /** Deletes the history past its retention; answers how many positions went. */
    async prune(): Promise<number> {
      const now = clock.now();
      return (await sweep(repository.pruneCounted, now)) + (await sweep(repository.pruneOwnerless, now));
    },
  };
}

export type HistoryRetention = ReturnType<typeof createHistoryRetention>;
