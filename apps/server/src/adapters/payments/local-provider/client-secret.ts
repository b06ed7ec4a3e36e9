import { LocalStripeError, type StripeObject } from './types.js';

/** Stripe.js proves it may act on an intent with its client secret; `kind` names the intent in the refusal. */
export function checkClientSecret(
  intent: StripeObject,
  secret: unknown,
  kind: 'SetupIntent' | 'PaymentIntent' = 'SetupIntent',
): void {
  if (secret !== intent.client_secret) {
    throw new LocalStripeError(
      400,
      'invalid_request_error',
      `The client_secret provided does not match the client_secret associated with the ${kind}.`,
      { code: 'parameter_invalid', param: 'client_secret' },
    );
  }
}
