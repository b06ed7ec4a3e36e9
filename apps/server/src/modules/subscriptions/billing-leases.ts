import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { billingMessages } from '@lodestar/contract';
import { ConflictError } from '../../errors.js';
import type { BillingClaimsRepository } from './billing-claims.repository.js';

/** Longer than any provider call with its retries takes; a lease whose request died frees itself after it. */
const LEASE_SECONDS = 300;
/** How long a request waits for another one's lease (a double click, a second tab) before it answers 409. */
const WAIT_MS = 20_000;
const FIRST_POLL_MS = 25;
const LONGEST_POLL_MS = 400;

/** The lease on one device's plan of a kind: held while a purchase or a transfer checks and buys it. */
export const devicePlanLease = (deviceId: string, planType: string) => `plan:${deviceId}:${planType}`;
/** The lease on one subscription: held while an action changes it at the provider. */
export const subscriptionLease = (subscriptionId: string) => `subscription:${subscriptionId}`;

/**
 * Runs `work` holding the lease of `key`, so that no other request or server process runs work under the same key at
 * the same time: a second one waits for the first to finish (and then sees what it did), or answers 409 after a while.
 * `work` must read what it decides on after the lease is taken, not before.
 */
export async function withLease<T>(claims: BillingClaimsRepository, key: string, work: () => Promise<T>): Promise<T> {
  const holder = randomUUID();
  const deadline = Date.now() + WAIT_MS;
  for (
    let poll = FIRST_POLL_MS;
    !(await claims.lease(key, holder, LEASE_SECONDS));
    poll = Math.min(poll * 2, LONGEST_POLL_MS)
  ) {
    if (Date.now() >= deadline) throw new ConflictError(billingMessages.changeUnderway);
    await sleep(poll);
  }
  try {
    return await work();
  } finally {
    await claims.endLease(key, holder);
  }
}
