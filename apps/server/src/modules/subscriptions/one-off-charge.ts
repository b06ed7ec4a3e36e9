import Stripe from 'stripe';
import type { BillingContext } from './billing-context.js';
import { fromProvider } from '../payments/index.js';

export interface OneOffCharge {
  customer: string;
  currency: string;
  paymentMethod: string;
  taxRates: string[];
  description: string;
  metadata: Record<string, string>;
  /** Each amount, taxed with the invoice's `taxRates` unless it names rates of its own. */
  items: { amount: number; description: string; taxRates?: string[] }[];
  /** Names this charge: a repeat with the same key charges nothing twice. */
  key: string;
  /** Told the invoice as soon as it exists, so a failure after it knows what to undo. */
  created?: (invoice: Stripe.Invoice) => void;
}

/**
 * Charges amounts at once, on an invoice of their own, to the payment method. A declined card throws the provider's
 * card error and voids the invoice, so nothing is owed. Answers the paid invoice.
 */
export async function chargeOneOff(ctx: BillingContext, charge: OneOffCharge): Promise<Stripe.Invoice> {
  const { customer, currency, key } = charge;
  return fromProvider(async () => {
    const invoice = await ctx.stripe.invoices.create(
      {
        customer,
        currency,
        collection_method: 'charge_automatically',
        auto_advance: false,
        pending_invoice_items_behavior: 'exclude',
        default_payment_method: charge.paymentMethod,
        default_tax_rates: charge.taxRates,
        description: charge.description,
        metadata: charge.metadata,
      },
      { idempotencyKey: `${key}-invoice` },
    );
    charge.created?.(invoice);
    for (const [index, item] of charge.items.entries()) {
      await ctx.stripe.invoiceItems.create(
        {
          customer,
          invoice: invoice.id,
          amount: item.amount,
          currency,
          description: item.description,
          ...(item.taxRates ? { tax_rates: item.taxRates } : {}),
        },
        { idempotencyKey: `${key}-item-${index}` },
      );
    }
    await ctx.stripe.invoices.finalizeInvoice(invoice.id, {}, { idempotencyKey: `${key}-finalize` });
    try {
      return await ctx.stripe.invoices.pay(invoice.id, {}, { idempotencyKey: `${key}-pay` });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError)
        await ctx.stripe.invoices.voidInvoice(invoice.id, {}, { idempotencyKey: `${key}-void` });
      throw error;
    }
  });
}
