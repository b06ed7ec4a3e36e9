import { LocalStripeError } from './types.js';

/**
 * Stripe's answers when requests meet each other: a key whose first request is still running, an object another
 * request is changing, and (on an operator's request) the rate limiter.
 */

export function idempotencyKeyInUse(key: string): LocalStripeError {
  return new LocalStripeError(
    409,
    'invalid_request_error',
    `There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ${key}. Please try again later.`,
    { code: 'idempotency_key_in_use', doc_url: 'https://stripe.com/docs/error-codes/idempotency-key-in-use' },
  );
}

export function lockTimeout(): LocalStripeError {
  return new LocalStripeError(
    429,
    'invalid_request_error',
    'This object cannot be accessed right now because another API request or Stripe process is currently accessing it. If you see this error intermittently, retry the request. If you see this error frequently and are making multiple concurrent requests to a single object, make your requests serially or at a lower rate.',
    { code: 'lock_timeout', doc_url: 'https://stripe.com/docs/error-codes/lock-timeout' },
    { 'Stripe-Should-Retry': 'true' },
  );
}

export function rateLimited(): LocalStripeError {
  return new LocalStripeError(
    429,
    'invalid_request_error',
    'Request rate limit exceeded. Learn more about rate limits here https://stripe.com/docs/rate-limits.',
    { code: 'rate_limit', doc_url: 'https://stripe.com/docs/error-codes/rate-limit' },
    { 'Retry-After': '1', 'Stripe-Rate-Limited-Reason': 'global-rate' },
  );
}

/** PostgreSQL's answers to a lock that could not be had: a wait past `lock_timeout`, a deadlock, a serialization failure. */
const LOCK_CONFLICTS = new Set(['55P03', '40P01', '40001']);

/** Whether a database error (or the error it caused) is a lock conflict, which Stripe answers with `lock_timeout`. */
export function isLockConflict(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (LOCK_CONFLICTS.has(String((current as { code?: unknown }).code))) return true;
  }
  return false;
}
