import Stripe from 'stripe';
import { billingMessages } from '@lodestar/contract';
import { AppError, ConflictError, ServiceUnavailableError, ValidationError } from '../../errors.js';

/**
 * Runs a provider call and turns its refusals into the API's: a card refused says why in the provider's words (§8
 * shows them as is), a reused idempotency key is a conflict, anything else is the provider failing us (503; logged by
 * the error handler, never shown).
 */
export async function fromProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Stripe.errors.StripeCardError) throw new ValidationError(error.message);
    if (error instanceof Stripe.errors.StripeIdempotencyError) throw new ConflictError(billingMessages.requestKeyReused);
    throw Object.assign(new ServiceUnavailableError(billingMessages.paymentProviderFailed), { cause: error });
  }
}
