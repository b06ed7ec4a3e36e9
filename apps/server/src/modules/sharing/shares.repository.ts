import type { Database } from '../../db/client.js';
import { createShareReads } from './share-reads.repository.js';
import { createShareWrites } from './share-writes.repository.js';


/** The device shares table, composed from its reads and its writes. */
export function createSharesRepository(db: Database) {
  return { ...createShareReads(db), ...createShareWrites(db) };
}

export type SharesRepository = ReturnType<typeof createSharesRepository>;
