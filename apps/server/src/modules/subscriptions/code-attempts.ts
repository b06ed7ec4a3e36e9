import { normalizeIP } from '@fastify/rate-limit';
import { billingMessages, COUPON_NOT_VALID, INVALID_CODE } from '@lodestar/contract';
import { RateLimitedError, ValidationError } from '../../errors.js';
import type { WindowCounter } from '../../lib/window-counter.js';

/** The window wrong codes are counted in. */
export const CODE_ATTEMPTS_WINDOW_MS = 15 * 60_000;
/** Wrong codes an account may type in a window, whatever its address: enough for typos, far too few to guess. */
export const CODE_ATTEMPTS_PER_ACCOUNT = 10;
/** Wrong codes one client address (an IPv6 address by its /64) may type in a window, whatever its accounts. */
export const CODE_ATTEMPTS_PER_ADDRESS = 30;

/** Who typed a code: the account, and the client address it came from. */
export interface CodeTyper {
  userId: string;
  address: string;
}

const isWrongCode = (error: unknown) =>
  error instanceof ValidationError && (error.message === INVALID_CODE || error.message === COUPON_NOT_VALID);

/**
 * Discount, group and pre-purchased codes are secrets that buy plans, so trying them is limited as guessing a password
 * is: every wrong code counts for the account and for the address, and once either has typed too many in the current
 * quarter of an hour, no code is looked up for it (right or wrong, so the answer tells nothing) until the quarter ends.
 * Counted in the rate-limit store, so across server processes with Redis.
 */
export function createCodeAttempts({ wrong }: { wrong: WindowCounter }) {
  const keys = (typer: CodeTyper) => [
    { key: `account:${typer.userId}`, limit: CODE_ATTEMPTS_PER_ACCOUNT },
    { key: `address:${normalizeIP(typer.address)}`, limit: CODE_ATTEMPTS_PER_ADDRESS },
  ];
  return {
    /**
     * Runs the lookup of a code `typer` typed, unless they typed too many wrong ones. The attempt is counted before the
     * lookup, so guesses sent at once cannot all pass the check, and taken back when the code was right.
     */
    async lookUp<T>(typer: CodeTyper, lookup: () => Promise<T>): Promise<T> {
      const counted = await Promise.all(keys(typer).map(async ({ key, limit }) => ({ key, limit, ...(await wrong.add(key)) })));
      const over = counted.find(({ count, limit }) => count > limit);
      if (over) throw new RateLimitedError(billingMessages.tooManyCodes, over.secondsLeft);
      let right = false;
      try {
        const found = await lookup();
        right = true;
        return found;
      } catch (error) {
        right = !isWrongCode(error);
        throw error;
      } finally {
        if (right) await Promise.all(counted.map(({ key }) => wrong.add(key, -1)));
      }
    },
  };
}

export type CodeAttempts = ReturnType<typeof createCodeAttempts>;
