import type { Clock } from '../../adapters/clock.js';
import type { Database } from '../../db/client.js';
import { createUsersRepository } from '../users/index.js';
import { closeHandedOver, handOver } from './account-handover.js';

export interface NewPasswordDeps {
  db: Database;
  clock: Clock;
  /** Closes the live sockets of a session (or of the API key) on every server process. */
  endSession: (sessionId: string) => void;
}

/**
 * A new password's hash, and the session that changed it on the account page, which stays. A reset link has none:
 * every session ends, and the link proves the mailbox.
 */
export interface NewPassword {
  userId: string;
  passwordHash: string;
  keptSessionId?: string;
}

/**
 * Stores a new password, set from a reset link (which also proves the mailbox) or changed on the account page, and
 * takes away what the old one opened (`handOver`); a reset of an account whose address was never proven also turns
 * off the two-step sign-in someone else may have set up. All of it is one transaction; the live sockets of the ended
 * sessions and of the key close once it is committed.
 */
export function createNewPassword({ db, clock, endSession }: NewPasswordDeps) {
  return async ({ userId, passwordHash, keptSessionId }: NewPassword): Promise<void> => {
    const now = clock.now();
    const provesMailbox = keptSessionId === undefined;
    const ended = await db.transaction(async (tx) => {
      const accounts = createUsersRepository(tx);
      const neverProven = provesMailbox && !(await accounts.lockForUpdate(userId))?.emailVerifiedAt;
      await accounts.setPassword(userId, passwordHash, now, { provesMailbox });
      return handOver(tx, { userId, now, keptSessionId, firstProofOfMailbox: neverProven });
    });
    closeHandedOver(endSession, userId, ended);
  };
}

/**
 * Marks the account's address proven by a verification link and takes away what came before it (`handOver`): no
 * session opened before the proof keeps the account, and on a first proof nothing its earlier holder set up stays.
 */
export function createEmailVerification({ db, clock, endSession }: NewPasswordDeps) {
  return async (userId: string): Promise<void> => {
    const now = clock.now();
    const ended = await db.transaction(async (tx) => {
      const accounts = createUsersRepository(tx);
      const neverProven = !(await accounts.lockForUpdate(userId))?.emailVerifiedAt;
      await accounts.update(userId, { emailVerifiedAt: now });
      return handOver(tx, { userId, now, firstProofOfMailbox: neverProven });
    });
    closeHandedOver(endSession, userId, ended);
  };
}

export type SetNewPassword = ReturnType<typeof createNewPassword>;
