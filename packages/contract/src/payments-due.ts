import { z } from 'zod';
import { currencySchema } from './countries.js';
import { endpoint } from './endpoint.js';

/**
 * A payment a live plan owes: a renewal whose charge failed (the provider may still retry it, or has given up and left
 * the plan unpaid), or one waiting for the card holder to confirm it with their bank.
 */
export const duePaymentSchema = z.object({
  invoiceId: z.string(),
  invoiceNumber: z.string().nullable(),
  /** What is left to pay, in cents. */
  amount: z.number().int(),
  currency: currencySchema,
  /** What it pays for: "Renewal: Monthly for Bike". */
  description: z.string(),
  /** `failed`: the card refused it; `requires_action`: the card holder's bank asks them to confirm it. */
  reason: z.enum(['failed', 'requires_action']),
  /** When the provider tries it again by itself (Unix seconds); null when it will not. */
  nextAttempt: z.number().int().nullable(),
});
export type DuePayment = z.infer<typeof duePaymentSchema>;

export const paymentsDueResponseSchema = z.object({ success: z.literal(true), data: z.array(duePaymentSchema) });
export type PaymentsDue = z.infer<typeof paymentsDueResponseSchema>;

export const payDueResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const paymentsDueEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/paymentUser/payments-due',
    tags: ['Payments'],
    summary: "The payments the signed-in user's live plans owe, which the Payments page's banner offers to pay",
    success: { 200: paymentsDueResponseSchema },
    errors: [401, 403],
  }),
  pay: endpoint({
    method: 'POST',
    path: '/api/paymentUser/payments-due/:invoiceId/pay',
    tags: ['Payments'],
    summary: 'Pay now: charges a payment the caller owes to the card that pays its plan',
    description:
      'An Idempotency-Key header makes a repeat (a double click) answer the first request. A card whose issuer asks ' +
      'its holder to confirm the charge answers 402 with the step (paymentAction); the same request with the same ' +
      'key, once the step is over, answers how it ended. A declined card answers 400 with its message.',
    params: z.object({ invoiceId: z.string().trim().min(1).max(100) }),
    success: { 200: payDueResponseSchema },
    errors: [400, 401, 402, 403, 404],
  }),
};
