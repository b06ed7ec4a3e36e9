import type { Database } from '../../db/client.js';
import { createUserPasswords } from './user-passwords.repository.js';
import { createUserReads } from './user-reads.repository.js';
import { createUserWrites } from './user-writes.repository.js';


/** The users table, composed from its jobs: reads, account writes, and the password with its sign-in lock. */
export function createUsersRepository(db: Database) {
  return { ...createUserReads(db), ...createUserWrites(db), ...createUserPasswords(db) };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
