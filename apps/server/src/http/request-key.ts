import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../errors.js';

export const REQUEST_KEY_REFUSED = 'The Idempotency-Key header must be 8 to 100 letters, digits, dashes or underscores.';

/** The browser's Idempotency-Key: one per click of a button that charges, so a repeat charges nothing twice. */
export function requestKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !/^[\w-]{8,100}$/.test(key)) throw new ValidationError(REQUEST_KEY_REFUSED);
  return key;
}
