import type { BillingContext } from './billing-context.js';
import { fromProvider } from '../payments/index.js';

/**
 * Voids an invoice whose payment did not go through, unless it is no longer open (paid meanwhile, or voided already by
 * a repeat or a newer attempt), so that a step left open in a browser can no longer charge it.
 */
export async function voidIfOpen(ctx: BillingContext, invoiceId: string): Promise<void> {
  const { status } = await fromProvider(() => ctx.stripe.invoices.retrieve(invoiceId));
  if (status === 'open')
    await fromProvider(() => ctx.stripe.invoices.voidInvoice(invoiceId, {}, { idempotencyKey: `${invoiceId}-void` }));
}
