import { z } from 'zod';
import { currencySchema } from './countries.js';
import { endpoint } from './endpoint.js';

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
 * Where one of the payer's invoices' payment stands, for the page a renewal that asks for authentication links to:
 * paid; waiting for the card holder's step (`paymentAction`); or not paid, and why (`message`).
 */
export const invoicePaymentSchema = z.object({
  success: z.literal(true),
  invoiceId: z.string(),
  status: z.enum(['paid', 'requires_action', 'unpaid']),
  amount: z.number().int(),
  currency: currencySchema,
  message: z.string().nullable(),
  paymentAction: paymentActionSchema.nullable(),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

export const paymentActionEndpoints = {
  invoicePayment: endpoint({
    method: 'GET',
    path: '/api/paymentUser/invoice/:id/payment',
    tags: ['Payments'],
    summary: "Where the payment of one of the signed-in user's invoices stands, and the step to authenticate it",
    params: z.object({ id: z.string().trim().min(1).max(100) }),
    success: { 200: invoicePaymentSchema },
    errors: [400, 401, 403, 404],
  }),
};
