import { z } from 'zod';
import { billingMessages } from './billing-messages.js';
import { currencySchema } from './countries.js';
import { deviceRefSchema } from './devices.js';
import { endpoint } from './endpoint.js';
import { invoiceLineDeviceSchema, invoicePaymentPartSchema, sellerSchema, servicePeriodSchema } from './tax-invoice.js';

/** The payment history shows 10 payments a page. */
export const PAYMENT_HISTORY_PAGE_SIZE = 10;

/**
 * One payment of the payment history: `succeeded` shows as success, `failed` (the provider will not try it again) and
 * `canceled` as such, any other status as pending. What it came to is split into what the card paid and what the
 * account's credit paid (a 100 % code: both 0). A refund is a row of its own, split into what went back to the card
 * and what went back to the credit.
 */
export const paymentHistoryItemSchema = z.object({
  _id: z.string(),
  id: z.string(),
  kind: z.enum(['payment', 'refund']),
  /** The invoice the payment paid (or the refund gave back), which the invoice popup shows. */
  invoice: z.string(),
  amount: z.number().int(),
  cardAmount: z.number().int(),
  creditAmount: z.number().int(),
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

/** Cursor paging, newest first: `starting_after` an item's id for the next page, `ending_before` for the previous. */
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

/** An invoice as the invoice popup shows it, amounts in the invoice's currency's cents. */
export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  /** Unix seconds. */
  created: z.number().int(),
  currency: currencySchema,
  status: z.string().nullable(),
  /** Who the invoice is from. */
  seller: sellerSchema,
  lines: z.object({
    data: z.array(
      z.object({
        description: z.string(),
        amount: z.number().int(),
        currency: currencySchema,
        period: servicePeriodSchema,
        device: invoiceLineDeviceSchema.nullable(),
      }),
    ),
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
  /** What paid it, once paid: the card's part and the account credit's part; empty while unpaid or when nothing was due. */
  paid_with: z.array(invoicePaymentPartSchema),
  /** Where the invoice's PDF downloads from (its payer signed in); null while it has none (a draft). */
  invoice_pdf: z.string().nullable(),
  /** The credit notes of its refunds, oldest first. */
  credit_notes: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      /** Unix seconds. */
      created: z.number().int(),
      total: z.number().int(),
      /** What went back to the card; the rest went to the account's balance (or was settled outside the provider). */
      refunded: z.number().int(),
      /** Where the credit note's PDF downloads from. */
      pdf: z.string(),
    }),
  ),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** The figures under an invoice's lines, in order, as the popup and the PDF show them; a zero discount or balance is left out. */
export function invoiceTotals(invoice: Invoice): [label: string, cents: number][] {
  const rows: [string, number][] = [['Subtotal', invoice.subtotal]];
  if (invoice.total_discount_amount > 0) rows.push(['Discount', -invoice.total_discount_amount]);
  for (const tax of invoice.total_taxes) rows.push([`${tax.display_name} (${tax.percentage}%)`, tax.amount]);
  rows.push(['Total', invoice.total]);
  if (invoice.starting_balance !== 0) rows.push(['Applied balance', invoice.starting_balance]);
  rows.push(['Amount due', invoice.amount_due], ['Amount paid', invoice.amount_paid]);
  return rows;
}

/** Where an invoice's PDF downloads from: Lodestar's route, which checks the payer whichever provider made the file. */
export const invoicePdfPath = (id: string) => `/api/paymentUser/invoice/${encodeURIComponent(id)}/pdf`;

/** Where a credit note's PDF downloads from, its payer signed in. */
export const creditNotePdfPath = (id: string) => `/api/paymentUser/credit-note/${encodeURIComponent(id)}/pdf`;

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
  invoicePdf: endpoint({
    method: 'GET',
    path: '/api/paymentUser/invoice/:id/pdf',
    tags: ['Payments'],
    summary:
      "One of the signed-in user's invoices as a PDF: the provider's own with Stripe, made here with the local provider",
    params: invoiceParamsSchema,
    produces: ['application/pdf'],
    success: { 200: z.any().describe('The file invoice-{number}.pdf') },
    errors: [400, 401, 403, 404],
  }),
  creditNotePdf: endpoint({
    method: 'GET',
    path: '/api/paymentUser/credit-note/:id/pdf',
    tags: ['Payments'],
    summary:
      "One of the signed-in user's credit notes (a refund) as a PDF: the provider's own with Stripe, made here with the local provider",
    params: invoiceParamsSchema,
    produces: ['application/pdf'],
    success: { 200: z.any().describe('The file credit-note-{number}.pdf') },
    errors: [400, 401, 403, 404],
  }),
};

/** The file name an invoice's PDF is saved under. */
export const invoicePdfFileName = (invoice: Pick<Invoice, 'number' | 'id'>) =>
  `invoice-${invoice.number ?? invoice.id}.pdf`;

/** The file name a credit note's PDF is saved under. */
export const creditNotePdfFileName = (number: string) => `credit-note-${number}.pdf`;
