import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ClaimsRepository } from '../db/claims.js';
import { ConflictError } from '../errors.js';

/** Longer than any work under a lease takes (a provider call with its retries); a lease whose request died frees itself after it. */
const LEASE_SECONDS = 300;
const FIRST_POLL_MS = 25;
const LONGEST_POLL_MS = 400;

export interface LeaseWait {
  /** How long a request waits for another one's lease before it is refused; 0 refuses at once. */
  waitMs: number;
  /** The refusal's message (a 409). */
  busy: string;
}

/**
 * Runs `work` holding the lease of `key`, so that no other request or server process runs work under the same key at
 * the same time: a second one waits for the first to finish (and then sees what it did), or answers 409 once it has
 * waited `waitMs`. `work` must read what it decides on after the lease is taken, not before.
 */
export async function withLease<T>(claims: ClaimsRepository, key: string, { waitMs, busy }: LeaseWait, work: () => Promise<T>): Promise<T> {
  const holder = randomUUID();
  const deadline = Date.now() + waitMs;
  for (let poll = FIRST_POLL_MS; !(await claims.lease(key, holder, LEASE_SECONDS)); poll = Math.min(poll * 2, LONGEST_POLL_MS)) {
    if (Date.now() >= deadline) throw new ConflictError(busy);
    await sleep(poll);
  }
  try {
    return await work();
  } finally {
    await claims.endLease(key, holder);
  }
}
