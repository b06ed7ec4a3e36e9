import { normalizeIP } from '@fastify/rate-limit';
import { serverMessages } from '@lodestar/contract';
import { RateLimitedError } from '../../errors.js';
import type { WindowCounter } from '../../lib/window-counter.js';

/** The window failed sign-ins from one address are counted in. */
export const ADDRESS_LOCK_WINDOW_MS = 15 * 60_000;

/**
 * The lock that guards against credential stuffing, which tries many accounts once each from one address and so never
 * trips an account's own lock: every failed sign-in (unknown address, wrong password, wrong second step) counts for
 * the client's address (an IPv6 address by its /64, as the request limits count it), and once `limit` have failed in
 * the current quarter of an hour the address may not sign in to any account, right password or not, until the quarter
 * is over. Letting right passwords through would tell the attacker which of the tried pairs work.
 */
export function createAddressLock({ failures, limit }: { failures: WindowCounter; limit: number }) {
  return {
    async refuseWhileLocked(ip: string): Promise<void> {
      const { count, secondsLeft } = await failures.read(normalizeIP(ip));
      if (count >= limit) throw new RateLimitedError(serverMessages.addressLocked, secondsLeft);
    },
    async countFailure(ip: string): Promise<void> {
      await failures.add(normalizeIP(ip));
    },
  };
}

export type AddressLock = ReturnType<typeof createAddressLock>;
