import type { ClaimsRepository } from '../../../db/claims.js';
import { ConflictError } from '../../../errors.js';
import { withLease } from '../../../lib/leases.js';

/**
 * The provider's state and clock are in the database, so several server processes (REDIS_URL) share one provider;
 * its due work (renewals, retries, trial ends) must run in one of them at a time or a renewal would be charged once
 * per process. The lease in `claims` says which.
 */
const DUE_WORK = 'local-payments:due-work';

/** How long moving the clock waits for another process's due work before it is refused. */
const CLOCK_WAIT_MS = 60_000;

export const CLOCK_BUSY = 'The payment clock is running due work in another server process: try again shortly.';

export function createDueWorkLease(claims: ClaimsRepository) {
  return {
    /** Runs `work` holding the lease, waiting for another process's due work to finish first. */
    hold: <T>(work: () => Promise<T>) => withLease(claims, DUE_WORK, { waitMs: CLOCK_WAIT_MS, busy: CLOCK_BUSY }, work),
    /** Runs `work` holding the lease unless another process holds it (then that one runs what is due): true when run. */
    async tryHold(work: () => Promise<unknown>): Promise<boolean> {
      try {
        await withLease(claims, DUE_WORK, { waitMs: 0, busy: CLOCK_BUSY }, work);
        return true;
      } catch (error) {
        if (error instanceof ConflictError && error.message === CLOCK_BUSY) return false;
        throw error;
      }
    },
  };
}
