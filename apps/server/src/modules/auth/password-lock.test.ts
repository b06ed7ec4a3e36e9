import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../test/helpers/fake-clock.js';
import type { Caller } from '../../http/authenticate.js';
import { RateLimitedError } from '../../errors.js';
import { createPasswordLock, FIRST_LOCK_MS, LOGIN_FAILURE_LIMIT, LONGEST_LOCK_MS, type PasswordLockDeps } from './password-lock.js';

/** The two user columns the lock keeps, in memory. */
function fakeUsers() {
  const state = { failedLoginAttempts: 0, lockedUntil: null as Date | null };
  const users: PasswordLockDeps['users'] = {
    async recordFailedLogin() {
      state.failedLoginAttempts += 1;
      return { ...state } as Awaited<ReturnType<PasswordLockDeps['users']['recordFailedLogin']>>;
    },
    async lockUntil(_id, until) {
      state.lockedUntil = until;
    },
  };
  return { state, users };
}

function setUp() {
  const clock = new FakeClock();
  const { state, users } = fakeUsers();
  const offered: string[] = [];
  const lock = createPasswordLock({ users, clock, onLocked: (userId) => offered.push(userId) });
  /** Counts one wrong guess; answers the pause it caused in seconds, or 0. */
  const wrongGuess = async () => {
    try {
      await lock.countFailure('user-1');
      return 0;
    } catch (error) {
      expect(error).toBeInstanceOf(RateLimitedError);
      return Number((error as RateLimitedError).headers['retry-after']);
    }
  };
  const asUser = () => ({ lockedUntil: state.lockedUntil }) as Caller;
  return { clock, state, offered, lock, wrongGuess, asUser };
}

describe('password lock', () => {
  it('lets the first guesses through, then pauses for a minute, doubling each time up to the longest pause', async () => {
    const { clock, wrongGuess } = setUp();
    const pauses: number[] = [];
    for (let guess = 1; guess <= LOGIN_FAILURE_LIMIT + 6; guess += 1) {
      const pause = await wrongGuess();
      pauses.push(pause);
      clock.advance(pause * 1000);
    }
    const first = FIRST_LOCK_MS / 1000;
    expect(pauses).toEqual([0, 0, 0, 0, first, 2 * first, 4 * first, 8 * first, LONGEST_LOCK_MS / 1000, LONGEST_LOCK_MS / 1000, LONGEST_LOCK_MS / 1000]);
  });

  it('offers the unlock link at the first pause of a run only', async () => {
    const { wrongGuess, offered } = setUp();
    for (let guess = 1; guess <= LOGIN_FAILURE_LIMIT + 3; guess += 1) await wrongGuess();
    expect(offered).toEqual(['user-1']);
  });

  it('refuses while paused, even the right password, and not once the pause is over', async () => {
    const { clock, wrongGuess, lock, asUser } = setUp();
    for (let guess = 1; guess <= LOGIN_FAILURE_LIMIT; guess += 1) await wrongGuess();
    expect(() => lock.refuseWhileLocked(asUser())).toThrow(RateLimitedError);
    clock.advance(FIRST_LOCK_MS);
    expect(() => lock.refuseWhileLocked(asUser())).not.toThrow();
  });

});
