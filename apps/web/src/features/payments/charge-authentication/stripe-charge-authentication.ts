import { stripeFor } from '../card-setup/stripe-loader';

/**
 * Stripe.js shows the card issuer's own step for the PaymentIntent. Its outcome is not read here: Lodestar's server
 * asks Stripe how the payment ended.
 */
export async function authenticateWithStripe(publishableKey: string, clientSecret: string): Promise<void> {
  const stripe = await stripeFor(publishableKey);
  await stripe?.handleNextAction({ clientSecret });
}
