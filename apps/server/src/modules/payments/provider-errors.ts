import Stripe from 'stripe';
import { billingMessages, INVALID_CODE } from '@lodestar/contract';
import { AppError, ConflictError, ServiceUnavailableError, ValidationError } from '../../errors.js';

/**
 * Runs a provider call and turns its refusals into the API's: a card refused says why in the provider's words (shown
 * as is), a reused idempotency key is a conflict, a code used up meanwhile is invalid, anything else is
 * the provider failing us (503; logged by the error handler, never shown).
 */
export async function fromProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Stripe.errors.StripeCardError) throw new ValidationError(error.message);
    if (error instanceof Stripe.errors.StripeIdempotencyError) throw new ConflictError(billingMessages.requestKeyReused);
    // A code that expired or was used up since Lodestar checked it (another buyer took its last redemption).
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'coupon_expired') throw new ValidationError(INVALID_CODE);
    throw Object.assign(new ServiceUnavailableError(billingMessages.paymentProviderFailed), { cause: error });
  }
}
