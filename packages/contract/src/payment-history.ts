import { z } from 'zod';
import { billingMessages } from './billing-messages.js';
import { currencySchema } from './countries.js';
import { deviceRefSchema } from './devices.js';
import { endpoint } from './endpoint.js';

/** §9: the payment history shows 10 payments a page. */
export const PAYMENT_HISTORY_PAGE_SIZE = 10;

/** One payment of the payment history (§3): `succeeded` shows as success, any other status as pending. */
export const paymentHistoryItemSchema = z.object({
  _id: z.string(),
  id: z.string(),
  /** The invoice the payment paid, which the invoice popup shows. */
  invoice: z.string(),
  amount: z.number().int(),
  currency: currencySchema,
  status: z.string(),
  description: z.string(),
  /** Unix seconds. */
  created: z.number().int(),
  /** The serial number of the device the payment was for; null when the device is gone. */
  deviceUUID: z.string().nullable(),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;

const cursorSchema = z.string().trim().min(1).max(100).optional();

/** §4.7's cursor paging: newest first; `starting_after` an item's id for the next page, `ending_before` for the previous. */
export const paymentHistoryQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(PAYMENT_HISTORY_PAGE_SIZE),
    starting_after: cursorSchema,
    ending_before: cursorSchema,
    /** Narrows the history to one device (its serial number or id), as the plan page's payment history link does. */
    deviceId: deviceRefSchema.optional(),
  })
  .refine((query) => !(query.starting_after && query.ending_before), billingMessages.cursorsTogether);

export const paymentHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(paymentHistoryItemSchema),
  has_more: z.boolean(),
});
export type PaymentHistoryPage = z.infer<typeof paymentHistoryResponseSchema>;

/** An invoice as the invoice popup shows it (§3), amounts in the invoice's currency's cents. */
export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  /** Unix seconds. */
  created: z.number().int(),
  currency: currencySchema,
  status: z.string().nullable(),
  lines: z.object({
    data: z.array(z.object({ description: z.string(), amount: z.number().int(), currency: currencySchema })),
  }),
  subtotal: z.number().int(),
  /** What the coupon took off. */
  total_discount_amount: z.number().int(),
  default_tax_rates: z.array(z.object({ display_name: z.string(), percentage: z.number() })),
  /** Each tax rate's amount on this invoice. */
  total_taxes: z.array(z.object({ display_name: z.string(), percentage: z.number(), amount: z.number().int() })),
  total: z.number().int(),
  /** The applied balance: credit (negative) or debt carried in from earlier invoices. */
  starting_balance: z.number().int(),
  amount_due: z.number().int(),
  amount_paid: z.number().int(),
  /** Where the invoice's PDF downloads from; null while it has none. */
  invoice_pdf: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });
export const invoiceResponseSchema = z.object({ success: z.literal(true), invoice: invoiceSchema });

export const paymentHistoryEndpoints = {
  history: endpoint({
    method: 'GET',
    path: '/api/paymentUser/payment-history',
    tags: ['Payments'],
    summary: "The signed-in user's payments, newest first, paged by cursor",
    query: paymentHistoryQuerySchema,
    success: { 200: paymentHistoryResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  invoice: endpoint({
    method: 'GET',
    path: '/api/paymentUser/invoice/:id',
    tags: ['Payments'],
    summary: "One of the signed-in user's invoices",
    params: invoiceParamsSchema,
    success: { 200: invoiceResponseSchema },
    errors: [400, 401, 403, 404],
  }),
};
