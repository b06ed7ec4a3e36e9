import type { Database } from '../../db/client.js';
import { createGroupReads } from './group-reads.repository.js';
import { createGroupWrites } from './group-writes.repository.js';


/** The device groups tables, composed from the reads and the writes. */
export function createGroupsRepository(db: Database) {
  return { ...createGroupReads(db), ...createGroupWrites(db) };
}

export type GroupsRepository = ReturnType<typeof createGroupsRepository>;
