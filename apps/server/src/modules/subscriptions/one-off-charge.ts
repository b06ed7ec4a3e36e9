import Stripe from 'stripe';
import { billingMessages } from '@lodestar/contract';
import { PaymentActionRequiredError, ValidationError } from '../../errors.js';
import type { BillingContext } from './billing-context.js';
import { fromProvider } from '../payments/index.js';
import { voidIfOpen } from './void-if-open.js';

/** Stripe's code for a payment that waits for its card holder's authentication (3-D Secure). */
const REQUIRES_ACTION = 'invoice_payment_intent_requires_action';

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
  /** Said after the reason when the payment is refused after its card holder's step: that nothing was charged or done. */
  nothingDone: string;
  /**
   * The metadata fields that name what the charge pays for: an open invoice of the customer with the same values is an
   * earlier attempt left waiting for its card holder's step, voided first so that two are never payable together.
   */
  replaces?: readonly string[];
}

/** Voids the customer's open invoices of the same purpose as `invoice` (other than it): attempts left waiting. */
async function voidEarlierAttempts(ctx: BillingContext, charge: OneOffCharge, invoice: Stripe.Invoice) {
  const fields = charge.replaces ?? [];
  if (fields.length === 0) return;
  // Only a new attempt, its invoice still a draft, drops the others: the repeat of an older one finds its invoice
  // finalized already, and must not void a newer one.
  if ((await ctx.stripe.invoices.retrieve(invoice.id!)).status !== 'draft') return;
  const open = await ctx.stripe.invoices
    .list({ customer: charge.customer, status: 'open', limit: 100 })
    .autoPagingToArray({ limit: 1000 });
  const earlier = open.filter(
    (other) => other.id !== invoice.id && fields.every((field) => other.metadata?.[field] === charge.metadata[field]),
  );
  for (const other of earlier) await ctx.stripe.invoices.voidInvoice(other.id!);
}

/**
 * The payment asked for its card holder's authentication. Its state is read afresh, since a repeat of the charge
 * replays that first answer: paid since (the step completed), the charge is done; still waiting, the 402 carries the
 * step; otherwise (the step failed or was left, or the card declined after it) the invoice is voided and a 400 says why.
 */
async function afterAuthentication(ctx: BillingContext, charge: OneOffCharge, invoiceId: string): Promise<void> {
  const payment = await ctx.paymentActions.ofInvoice(invoiceId);
  if (payment.state === 'paid') return;
  if (payment.state === 'requires_action')
    throw new PaymentActionRequiredError(billingMessages.confirmPayment, payment.action);
  await voidIfOpen(ctx, invoiceId);
  throw new ValidationError(`${payment.message} ${charge.nothingDone}`);
}

/**
 * Charges amounts at once, on an invoice of their own, to the payment method. A declined card throws the provider's
 * card error and voids the invoice, so nothing is owed. A payment that asks for its card holder's authentication
 * throws the 402 with the step; the same charge repeated once the step is over ends it (see `afterAuthentication`).
 */
export async function chargeOneOff(ctx: BillingContext, charge: OneOffCharge): Promise<void> {
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
    await voidEarlierAttempts(ctx, charge, invoice);
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
      await ctx.stripe.invoices.pay(invoice.id, {}, { idempotencyKey: `${key}-pay` });
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
      if (error.code === REQUIRES_ACTION) await afterAuthentication(ctx, charge, invoice.id);
      else {
        await ctx.stripe.invoices.voidInvoice(invoice.id, {}, { idempotencyKey: `${key}-void` });
        throw error;
      }
    }
    await ctx.recordPayment(invoice.id);
  });
}
