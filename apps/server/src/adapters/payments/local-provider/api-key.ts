import { randomBytes } from 'node:crypto';
import { sameSecret } from '../../../lib/secrets.js';
import { LocalStripeError } from './types.js';

/** The provider's own secret key: made at each start, known to the server's SDK and printed by `npm start`. */
export const newSecretKey = (): string => `sk_test_local${randomBytes(24).toString('hex')}`;

/** Stripe names a wrong key by its prefix and last four characters only. */
function masked(key: string): string {
  const prefix = /^(sk|rk)_(test|live)_/.exec(key)?.[0] ?? key.slice(0, 3);
  const rest = key.slice(prefix.length);
  return `${prefix}${'*'.repeat(Math.max(rest.length - 4, 0))}${rest.slice(-4)}`;
}

/** Stripe's answer to a request whose `Authorization` header does not carry this provider's secret key; null when it does. */
export function keyRefusal(authorization: string | null, secretKey: string): LocalStripeError | null {
  const given = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  if (!given) {
    return new LocalStripeError(
      401,
      'invalid_request_error',
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    );
  }
  if (given.startsWith('pk_')) {
    return new LocalStripeError(
      401,
      'invalid_request_error',
      'This API call cannot be made with a publishable API key. Please use a secret API key.',
    );
  }
  if (sameSecret(given, secretKey)) return null;
  return new LocalStripeError(401, 'invalid_request_error', `Invalid API Key provided: ${masked(given)}`);
}
