import { z } from 'zod';
import { currencySchema } from './countries.js';
import { endpoint } from './endpoint.js';

/** The account credit's movements show 10 a page. */
export const CREDIT_MOVEMENTS_PAGE_SIZE = 10;

/**
 * What moved the account's credit: `created` (a change of plan left unused time), `used` (an invoice took it),
 * `collected` (an invoice collected an amount owed),
 * `returned` (an invoice that had taken it was voided), `refunded` (a refund went back to it), `adjusted` (by the
 * portal's staff or a refund that took back credit a plan had made).
 */
export const creditMovementKinds = ['created', 'used', 'collected', 'returned', 'refunded', 'adjusted'] as const;

/** One movement of the account's credit, newest first; `amount` is positive when credit was added, negative when used. */
export const creditMovementSchema = z.object({
  id: z.string(),
  kind: z.enum(creditMovementKinds),
  amount: z.number().int(),
  currency: currencySchema,
  /** From what, or used by what: "Plan change: Yearly for Bike". */
  description: z.string(),
  /** The invoice it came from or went to, which the invoice popup shows; null for an adjustment. */
  invoice: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  /** The credit left after it; below zero, an amount owed. */
  creditAfter: z.number().int(),
  /** Unix seconds. */
  created: z.number().int(),
});
export type CreditMovement = z.infer<typeof creditMovementSchema>;

export const accountCreditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(CREDIT_MOVEMENTS_PAGE_SIZE),
  /** A movement's id: the page after it. */
  starting_after: z.string().trim().min(1).max(100).optional(),
});

export const accountCreditResponseSchema = z.object({
  success: z.literal(true),
  /** The credit the next payments use first, in cents (0 when there is none). */
  credit: z.number().int().min(0),
  /** An amount owed (credit taken back after it was spent), which the next payment collects, in cents (0 when none). */
  owed: z.number().int().min(0),
  /** The currency of the account's payments; null before the first one. */
  currency: currencySchema.nullable(),
  movements: z.array(creditMovementSchema),
  has_more: z.boolean(),
});
export type AccountCredit = z.infer<typeof accountCreditResponseSchema>;

export const accountCreditEndpoints = {
  credit: endpoint({
    method: 'GET',
    path: '/api/paymentUser/credit',
    tags: ['Payments'],
    summary: "The signed-in user's account credit and its movements, newest first, paged by cursor",
    query: accountCreditQuerySchema,
    success: { 200: accountCreditResponseSchema },
    errors: [400, 401, 403],
  }),
};
