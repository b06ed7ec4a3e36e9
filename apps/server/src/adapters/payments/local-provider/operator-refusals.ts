import { lockTimeout, rateLimited } from './concurrency-errors.js';
import type { LocalStripeError } from './types.js';

export type OperatorRefusal = 'rate_limit' | 'lock_timeout';

/**
 * The switch an operator (in practice a test) turns to see how the portal copes with Stripe's 429s: the next `count`
 * requests of Stripe's API are answered the refusal, then the provider answers as usual again. Off until asked.
 */
export function createOperatorRefusals() {
  let left = 0;
  let refusal: OperatorRefusal = 'rate_limit';
  return {
    refuseNext(count: number, kind: OperatorRefusal) {
      if (!Number.isInteger(count) || count < 0) throw new RangeError(`A count of requests, not ${count}`);
      left = count;
      refusal = kind;
    },
    /** The refusal for this request, if the switch is on; counts it. */
    take(): LocalStripeError | null {
      if (left === 0) return null;
      left -= 1;
      return refusal === 'rate_limit' ? rateLimited() : lockTimeout();
    },
  };
}

export type OperatorRefusals = ReturnType<typeof createOperatorRefusals>;
