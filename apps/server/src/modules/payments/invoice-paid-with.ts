import type Stripe from 'stripe';
import type { InvoicePaymentPart } from '@lodestar/contract';
import { fromProvider } from './provider-errors.js';
import { idOf } from './provider-ids.js';

/**
 * The account credit an invoice used: what its finalization took off a credit balance (Stripe's starting_balance is the
 * balance before, ending_balance after); a debt it carried in is no credit.
 */
const creditUsed = (invoice: Stripe.Invoice) =>
  invoice.starting_balance < 0 ? Math.max(0, (invoice.ending_balance ?? 0) - invoice.starting_balance) : 0;

/** The card a paid invoice payment charged, as its charge recorded it (the saved card may be gone since). */
async function cardPart(stripe: Stripe, payment: Stripe.InvoicePayment): Promise<InvoicePaymentPart | undefined> {
  const intentId = idOf(payment.payment.payment_intent);
  if (!intentId) return undefined;
  const intent = await fromProvider(() => stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] }));
  const card = (intent.latest_charge as Stripe.Charge | null)?.payment_method_details?.card;
  if (!card?.last4) return undefined;
  return { type: 'card', brand: card.brand ?? 'unknown', last4: card.last4, amount: payment.amount_paid ?? 0 };
}

/** What paid an invoice: each card payment, then the account credit it used; nothing until it is paid. */
export async function paidWith(stripe: Stripe, invoice: Stripe.Invoice): Promise<InvoicePaymentPart[]> {
  if (invoice.status !== 'paid') return [];
  const payments = await fromProvider(() =>
    stripe.invoicePayments.list({ invoice: invoice.id!, limit: 100 }).autoPagingToArray({ limit: 1000 }),
  );
  const parts: InvoicePaymentPart[] = [];
  for (const payment of payments.filter((each) => each.status === 'paid')) {
    const part = await cardPart(stripe, payment);
    if (part) parts.push(part);
  }
  const credit = creditUsed(invoice);
  if (credit > 0) parts.push({ type: 'credit', amount: credit });
  return parts;
}
