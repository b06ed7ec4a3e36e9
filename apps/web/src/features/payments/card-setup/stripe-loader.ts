import { loadStripe } from '@stripe/stripe-js/pure';

const stripes = new Map<string, ReturnType<typeof loadStripe>>();

/** Stripe.js for a publishable key, loaded once per key and only when first needed. */
export function stripeFor(publishableKey: string): ReturnType<typeof loadStripe> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}
