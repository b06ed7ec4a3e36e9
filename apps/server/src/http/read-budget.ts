import { serverMessages } from '@lodestar/contract';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { RateLimitedError } from '../errors.js';
import type { WindowCounter } from '../lib/window-counter.js';

/** The window the server time of a user's expensive reads is counted in. */
export const READ_BUDGET_WINDOW_MS = 60_000;
/**
 * What an expensive read is charged when it starts, before its real cost is known: so that many started at once spend
 * the allowance before any of them ends.
 */
export const READ_CHARGE_UP_FRONT_MS = 250;

declare module 'fastify' {
  interface FastifyRequest {
    /** When an expensive read began, on the monotonic clock, to charge its time when it ends. */
    expensiveReadSince?: number;
  }
}

/**
 * A per-user allowance of server time for the reads whose cost grows with the history they cover (charts over years, a
 * CSV export of millions of positions, a replay's track): each is charged the milliseconds it took, from the request to
 * the last byte sent, in windows of a minute. A user whose reads took `msPerMinute` in the current window gets 429
 * until it ends, whatever their privilege on the device; cheap calls are not counted. Counted in the rate-limit store,
 * so across server processes with Redis.
 */
export function createReadBudget({ spent, msPerMinute }: { spent: WindowCounter; msPerMinute: number }) {
  const userOf = (request: FastifyRequest) => request.principal!.user.id;
  return {
    /** An onRequest hook, after the guard that found the user. */
    async start(request: FastifyRequest) {
      // Charged before the check, so reads started at once cannot all pass it.
      const { count, secondsLeft } = await spent.add(userOf(request), READ_CHARGE_UP_FRONT_MS);
      if (count - READ_CHARGE_UP_FRONT_MS >= msPerMinute)
        throw new RateLimitedError(serverMessages.tooManyExpensiveReads, secondsLeft);
      request.expensiveReadSince = performance.now();
    },
    /**
     * An onResponse and onRequestAbort hook (a client that leaves before the answer still pays for the reading):
     * charges what the read took beyond what it was charged up front, once.
     */
    async end(request: FastifyRequest) {
      const since = request.expensiveReadSince;
      if (since === undefined) return;
      request.expensiveReadSince = undefined;
      const beyond = Math.ceil(performance.now() - since) - READ_CHARGE_UP_FRONT_MS;
      if (beyond > 0) await spent.add(userOf(request), beyond);
    },
  };
}

export type ReadBudget = ReturnType<typeof createReadBudget>;

/** The hooks of an expensive read's route: after `guard` has found the user, charged from start to end. */
export const expensiveReadHooks = (guard: onRequestHookHandler, budget: ReadBudget) => ({
  onRequest: [guard, budget.start],
  onResponse: budget.end,
  onRequestAbort: budget.end,
});
