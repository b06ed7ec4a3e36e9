import { serverMessages } from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { Caller } from '../../http/authenticate.js';
import { RateLimitedError } from '../../errors.js';
import type { UsersRepository } from '../users/index.js';

/** Wrong guesses in a row before the account pauses. */
export const LOGIN_FAILURE_LIMIT = 5;
/** The first pause; each further wrong guess doubles it, up to LONGEST_LOCK_MS. */
export const FIRST_LOCK_MS = 60_000;
export const LONGEST_LOCK_MS = 15 * 60_000;
/** A count whose last pause ended this long ago starts again from nothing. */
export const FAILURES_FORGOTTEN_AFTER_MS = 24 * 3600_000;

/** How long the account pauses after its `failures`-th wrong guess in a row. */
export function lockDurationMs(failures: number): number {
  if (failures < LOGIN_FAILURE_LIMIT) return 0;
  return Math.min(LONGEST_LOCK_MS, FIRST_LOCK_MS * 2 ** Math.min(failures - LOGIN_FAILURE_LIMIT, 10));
}

export interface PasswordLockDeps {
  users: Pick<UsersRepository, 'recordFailedLogin' | 'lockUntil'>;
  clock: Clock;
  onLocked: (userId: string) => void;
}

/**
 * The lock that guards a password against guessing: every wrong guess counts, at sign-in (password or second step)
 * and as the old password of a change or the proof of a sensitive one. From the LOGIN_FAILURE_LIMIT-th on, each one
 * pauses the account, for longer each time (back-off), so guessing slows to a few tries an hour, while a stranger who
 * types wrong passwords keeps out only browsers the account does not know (known-browsers.ts). The first pause of a
 * run tells `onLocked`, which mails the owner a link that ends it; a right password after a pause (from a browser the
 * account does not know), the link or a reset start the count anew.
 */
export function createPasswordLock({ users, clock, onLocked }: PasswordLockDeps) {
  const locked = (seconds: number) => new RateLimitedError(serverMessages.accountLocked, seconds);

  return {
    refuseWhileLocked(user: Caller): void {
      const now = clock.now();
      if (user.lockedUntil && user.lockedUntil > now) throw locked((user.lockedUntil.getTime() - now.getTime()) / 1000);
    },

    /** Counts a wrong guess; throws the locked error when it pauses the account. */
    async countFailure(userId: string): Promise<void> {
      const now = clock.now();
      const updated = await users.recordFailedLogin(userId, new Date(now.getTime() - FAILURES_FORGOTTEN_AFTER_MS));
      if (!updated || updated.failedLoginAttempts < LOGIN_FAILURE_LIMIT) return;
      const pause = lockDurationMs(updated.failedLoginAttempts);
      await users.lockUntil(userId, new Date(now.getTime() + pause));
      if (updated.failedLoginAttempts === LOGIN_FAILURE_LIMIT) onLocked(userId);
      throw locked(pause / 1000);
    },
  };
}

export type PasswordLock = ReturnType<typeof createPasswordLock>;
