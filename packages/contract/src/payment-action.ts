import { z } from 'zod';
import { errorBodySchema } from './common.js';
import { currencySchema } from './countries.js';

/**
 * A charge that waits for its card holder to authenticate it (3-D Secure): what the browser needs to complete it with
 * the provider (Stripe.js's `handleNextAction`, or the local provider's own step), and what to show meanwhile.
 */
export const paymentActionSchema = z.object({
  provider: z.enum(['local', 'stripe']),
  publishableKey: z.string(),
  /** The PaymentIntent's client secret: only its payer is given it. */
  clientSecret: z.string(),
  invoiceId: z.string(),
  /** Cents to pay, in `currency`. */
  amount: z.number().int(),
  currency: currencySchema,
});
export type PaymentAction = z.infer<typeof paymentActionSchema>;

/**
 * The 402 of a call whose charge waits for its card holder's authentication: nothing was done yet. The browser
 * completes `paymentAction` and repeats the call (with the same Idempotency-Key), which then finishes it.
 */
export const paymentRequiredBodySchema = errorBodySchema.extend({ paymentAction: paymentActionSchema });
export type PaymentRequiredBody = z.infer<typeof paymentRequiredBodySchema>;
