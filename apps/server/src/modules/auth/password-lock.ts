import { serverMessages } from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { UserSummaryRow } from '../../db/schema/index.js';
import { RateLimitedError } from '../../errors.js';
import type { UsersRepository } from '../users/users.repository.js';

export const LOGIN_FAILURE_LIMIT = 5;
export const LOCK_DURATION_MS = 15 * 60_000;

/**
 * The lock that guards a password against guessing: every wrong guess counts, at sign-in (password or second step)
 * and as the old password of a change, and the LOGIN_FAILURE_LIMIT-th locks the account for LOCK_DURATION_MS.
 */
export function createPasswordLock({ users, clock }: { users: UsersRepository; clock: Clock }) {
  const locked = (seconds: number) => new RateLimitedError(serverMessages.accountLocked, seconds);

  return {
    refuseWhileLocked(user: UserSummaryRow): void {
      const now = clock.now();
      if (user.lockedUntil && user.lockedUntil > now) throw locked((user.lockedUntil.getTime() - now.getTime()) / 1000);
    },

    /** Counts a wrong guess; throws the locked error when it is the one that locks the account. */
    async countFailure(userId: string): Promise<void> {
      const now = clock.now();
      const updated = await users.recordFailedLogin(
        userId,
        LOGIN_FAILURE_LIMIT,
        now,
        new Date(now.getTime() + LOCK_DURATION_MS),
      );
      if (updated && updated.failedLoginAttempts >= LOGIN_FAILURE_LIMIT) throw locked(LOCK_DURATION_MS / 1000);
    },
  };
}
