import { z } from 'zod';
import { currencySchema } from './countries.js';
import { endpoint } from './endpoint.js';
import { paymentActionSchema } from './payment-action.js';

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
