import { billingMessages, type PaymentAction } from '@lodestar/contract';
import { ValidationError } from '../../errors.js';
import { fromProvider, idOf } from '../payments/index.js';
import type { BillingContext } from './billing-context.js';
import { metadataOf } from './subscription-sync.js';
import type { DeviceSubscriptionRow } from './subscriptions.repository.js';

/** A purchase's outcome: the plan, and the step its first payment waits for while its card holder must authenticate. */
export interface Purchase {
  row: DeviceSubscriptionRow;
  paymentAction?: PaymentAction;
}

/** The purchase or change, its latest invoice's payment written into the history before the answer goes out. */
export async function recorded<P extends { row: DeviceSubscriptionRow }>(ctx: BillingContext, outcome: P): Promise<P> {
  const invoiceId = idOf(outcome.row.provider.latest_invoice);
  if (invoiceId) await ctx.recordPayment(invoiceId);
  return outcome;
}

/**
 * Ends a purchase whose first payment waits or failed: its open invoice is voided first (which cancels its
 * PaymentIntent, so a step still open in a browser can no longer charge: canceling a subscription leaves its open
 * invoices payable), then the subscription. Answers false when the payment went through meanwhile.
 */
async function dropWaitingPurchase(ctx: BillingContext, row: DeviceSubscriptionRow): Promise<boolean> {
  const invoiceId = idOf(row.provider.latest_invoice);
  if (invoiceId) {
    const invoice = await fromProvider(() => ctx.stripe.invoices.retrieve(invoiceId));
    if (invoice.status === 'paid') return false;
    if (invoice.status === 'open') await fromProvider(() => ctx.stripe.invoices.voidInvoice(invoiceId));
  }
  await fromProvider(() => ctx.stripe.subscriptions.cancel(row.id));
  await ctx.syncSubscription(row.id);
  return true;
}

/** Drops a purchase whose first payment did not go through, so that nothing stays half-bought, and says why. */
async function abandon(
  ctx: BillingContext,
  row: DeviceSubscriptionRow,
  message: string,
): Promise<DeviceSubscriptionRow> {
  if (!(await dropWaitingPurchase(ctx, row))) return (await ctx.syncSubscription(row.id)) ?? row;
  throw new ValidationError(`${message} ${billingMessages.nothingBought}`);
}

/**
 * Where a purchase stands after its first charge: bought, or waiting for the card holder's authentication (the step
 * the browser completes). A first payment refused (the card declined it) cancels the purchase: nothing is bought.
 */
export async function purchaseOutcome(ctx: BillingContext, row: DeviceSubscriptionRow): Promise<Purchase> {
  const invoiceId = idOf(row.provider.latest_invoice);
  if (row.status !== 'incomplete' || !invoiceId) return { row };
  const payment = await ctx.paymentActions.ofInvoice(invoiceId);
  if (payment.state === 'requires_action') return { row, paymentAction: payment.action };
  if (payment.state === 'paid') return { row: (await ctx.syncSubscription(row.id)) ?? row };
  return { row: await abandon(ctx, row, payment.message) };
}

/**
 * After the browser's authentication step: the plan, paid; or, when the payment did not go through (authentication
 * failed or not completed, or the card declined after it), the purchase canceled and a 400 that says why.
 */
export async function finishPurchase(ctx: BillingContext, row: DeviceSubscriptionRow): Promise<DeviceSubscriptionRow> {
  const synced = (await ctx.syncSubscription(row.id)) ?? row;
  if (synced.live) return synced;
  if (synced.status !== 'incomplete')
    throw new ValidationError(`${billingMessages.paymentNotAuthenticated} ${billingMessages.nothingBought}`);
  const invoiceId = idOf(synced.provider.latest_invoice);
  const payment = invoiceId ? await ctx.paymentActions.ofInvoice(invoiceId) : null;
  if (payment?.state === 'paid') return (await ctx.syncSubscription(row.id)) ?? synced;
  return abandon(ctx, synced, payment?.state === 'refused' ? payment.message : billingMessages.paymentNotAuthenticated);
}

/**
 * Purchases of this device and plan type that still wait for their first payment: a new purchase cancels them first,
 * so that a step left open in another tab can never buy a second plan.
 */
export async function cancelWaitingPurchases(
  ctx: BillingContext,
  rows: DeviceSubscriptionRow[],
  planType: string,
): Promise<void> {
  for (const row of rows.filter(
    (candidate) => candidate.status === 'incomplete' && metadataOf(candidate).planType === planType,
  ))
    await dropWaitingPurchase(ctx, row);
}
