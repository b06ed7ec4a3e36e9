import { randomBytes } from 'node:crypto';

/** The `next_action` of an intent that waits for its card holder's 3-D Secure, as Stripe.js reads it. */
export const threeDSecureNextAction = () => ({
  type: 'use_stripe_sdk',
  use_stripe_sdk: {
    type: 'three_d_secure_redirect',
    stripe_js: 'https://api.stripe.local/3d_secure',
    source: `src_${randomBytes(12).toString('hex')}`,
  },
});
