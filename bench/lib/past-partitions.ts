import { ensurePositionPartitions } from '../../apps/server/src/db/partitions.js';
import type { BenchDatabase } from './databases.js';

/** The monthly position partitions a server running for the past `months` months made, month by month. */
export async function ensurePastPartitions(database: BenchDatabase, months: number) {
  const now = new Date();
  for (let month = months; month >= 0; month -= 1)
    await ensurePositionPartitions(
      database.db,
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - month, 15)),
    );
}
