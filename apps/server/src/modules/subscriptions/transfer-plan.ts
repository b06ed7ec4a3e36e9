import type Stripe from 'stripe';
import { billingMessages, isTransferPlan, transferMessages, type Currency } from '@lodestar/contract';
import type { DeviceFields } from '../../db/schema/index.js';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import type { BillingContext } from './billing-context.js';
import { devicePlanLease, withBillingLease } from './billing-leases.js';
import type { DeviceSubscriptionRow } from './subscriptions.repository.js';
import { COUPON_KIND } from './coupon-codes.js';
import { chargeOneOff } from './one-off-charge.js';
import { creditInvoice } from './plan-refund.js';
import { fromProvider } from '../payments/index.js';
import type { ProviderPlan } from './provider-plans.js';
import { paymentMethodFor, priceFor } from './purchase.js';
import { endNow } from './subscription-actions.js';
import { itemOf } from './subscription-answer.js';
import type { SubscriptionMetadata } from './subscription-sync.js';

/** A device sold with a plan (decision 0030): who sells, who receives, and what the seller pays for. */
export interface TransferSale {
  /** The transfer's id, which names every provider call it makes, so a repeat moves no money twice. */
  id: string;
  seller: Caller;
  receiver: Caller;
  device: Pick<DeviceFields, 'id' | 'name' | 'deviceUUID'>;
  plan: ProviderPlan;
  /** The one-time device fee, in minor units of the seller's currency. */
  fee: number;
}

/**
 * What a transfer made at the provider so far, written down the moment each thing exists, so a failure at any later
 * step knows what to undo: the seller's invoice, in which currency, and the receiver's subscription.
 */
export interface SaleDone {
  invoiceId?: string;
  currency?: Currency;
  subscriptionId?: string;
}

/** A transfer's plan is a product plan (`isTransferPlan`): its lease is the device's lease on product plans. */
const TRANSFER_PLAN_TYPE = 'product';

const termOf = (plan: ProviderPlan) => (plan.duration === 'bi-yearly' ? 'first two years' : 'first year');

/**
 * The seller pays, at once and on an invoice of their own, the plan's first term with their tax rate and the one-time
 * device fee on top (the fee is added to the total, untaxed), in their currency. A declined card leaves nothing
 * owed (the invoice is voided). A card that asks for authentication throws the 402 with the step; the same sale
 * charged again once the step is over (its key is the transfer's) goes on or is refused.
 */
async function chargeSeller(
  ctx: BillingContext,
  sale: TransferSale,
  paymentMethod: string | undefined,
  done: SaleDone,
) {
  const { seller, device, plan } = sale;
  const customer = await ctx.customers.ensure(seller);
  const currency = customer.currency ?? seller.currency;
  const price = priceFor(plan, currency);
  const method = await paymentMethodFor(ctx, customer.customerId, paymentMethod);
  const taxRate = await ctx.plans.taxRateFor(seller.country);
  done.currency = currency;
  await chargeOneOff(ctx, {
    customer: customer.customerId,
    currency,
    paymentMethod: method,
    taxRates: [],
    description: `Transfer of ${device.name} to ${sale.receiver.email}: ${plan.name}`,
    metadata: { purpose: 'transfer', transfer: sale.id, deviceId: device.id },
    items: [
      {
        amount: price.unitAmount,
        description: `${plan.name} for ${device.name}, ${termOf(plan)}`,
        taxRates: taxRate ? [taxRate.id] : [],
      },
      ...(sale.fee > 0 ? [{ amount: sale.fee, description: 'One-time device fee' }] : []),
    ],
    key: `transfer-${sale.id}`,
    created: (invoice) => (done.invoiceId = invoice.id),
    nothingDone: transferMessages.nothingTransferred,
  });
  await ctx.customers.fixCurrency(seller.id, currency);
}

/**
 * The receiver's subscription, theirs from the start: its first term is already paid by the seller (a coupon of 100 %
 * for one invoice), later terms are the receiver's to pay with a card of their own.
 */
async function giveReceiverPlan(
  ctx: BillingContext,
  sale: TransferSale,
  done: SaleDone,
): Promise<DeviceSubscriptionRow> {
  const { receiver, device, plan } = sale;
  const key = `transfer-${sale.id}`;
  const coupon = await fromProvider(() =>
    ctx.stripe.coupons.create(
      {
        percent_off: 100,
        duration: 'once',
        max_redemptions: 1,
        applies_to: { products: [plan.productId] },
        name: `${termOf(plan)} paid by ${sale.seller.name}`,
        metadata: { [COUPON_KIND]: 'transfer', transfer: sale.id },
      },
      { idempotencyKey: `${key}-coupon` },
    ),
  );
  const customer = await ctx.customers.ensure(receiver);
  const currency = customer.currency ?? receiver.currency;
  const taxRate = await ctx.plans.taxRateFor(receiver.country);
  const metadata: SubscriptionMetadata = { userId: receiver.id, deviceId: device.id, planType: plan.type };
  const subscription = await fromProvider(() =>
    ctx.stripe.subscriptions.create(
      {
        customer: customer.customerId,
        items: [{ price: priceFor(plan, currency).id }],
        ...(taxRate ? { default_tax_rates: [taxRate.id] } : {}),
        discounts: [{ coupon: coupon.id }],
        payment_behavior: 'error_if_incomplete',
        metadata: { ...metadata, transfer: sale.id },
      },
      { idempotencyKey: `${key}-subscription` },
    ),
  );
  done.subscriptionId = subscription.id;
  await ctx.customers.fixCurrency(receiver.id, currency);
  const row = await ctx.syncSubscription(subscription.id);
  if (!row) throw new ServiceUnavailableError(transferMessages.notCompleted);
  return row;
}

/** The receiver's plan ends now (its open invoices voided). */
async function endReceiverPlan(ctx: BillingContext, subscriptionId: string) {
  const row = await ctx.syncSubscription(subscriptionId);
  if (!row) return;
  await endNow(ctx, row);
  await ctx.syncSubscription(subscriptionId);
}

/** The seller's invoice undone: refunded with a credit note once paid, voided while open; a void or draft owes nothing. */
async function refundSeller(ctx: BillingContext, invoiceId: string) {
  const invoice = await fromProvider(() => ctx.stripe.invoices.retrieve(invoiceId));
  if (invoice.status === 'paid') await creditInvoice(ctx, invoice, 'The device transfer could not be completed.');
  else if (invoice.status === 'open')
    await fromProvider(() => ctx.stripe.invoices.voidInvoice(invoiceId, {}, { idempotencyKey: `${invoiceId}-void` }));
}

/**
 * Undoes what a transfer that could not finish made at the provider, each part whatever became of the other: the
 * receiver's plan ends, the seller's payment is refunded. Answers whether all of it is undone.
 */
async function undoSale(ctx: BillingContext, done: SaleDone): Promise<boolean> {
  const undone = await Promise.allSettled([
    done.subscriptionId ? endReceiverPlan(ctx, done.subscriptionId) : undefined,
    done.invoiceId ? refundSeller(ctx, done.invoiceId) : undefined,
  ]);
  return undone.every((step) => step.status === 'fulfilled');
}

/** A transfer and its two sides (null for an account deleted since). */
export interface SaleParties {
  id: string;
  sellerId: string | null;
  receiverId: string | null;
}

/**
 * What a transfer found at the provider: what it made, whether the seller's invoice is paid and the plan is live, and
 * the end of the plan's term (provider seconds; null without a plan).
 */
export interface SaleFound extends SaleDone {
  paid: boolean;
  live: boolean;
  paidUntil: number | null;
}

/**
 * What a transfer made at the provider, found by the transfer's id in the objects' metadata: the seller's invoice
 * among the seller's customer's, the receiver's subscription among the receiver's customer's. For a transfer whose
 * process stopped before it wrote down what it made.
 */
async function findSale(ctx: BillingContext, sale: SaleParties): Promise<SaleFound> {
  const ofTransfer = (object: { metadata: Stripe.Metadata | null }) => object.metadata?.transfer === sale.id;
  const customerOf = async (userId: string | null) => (userId ? await ctx.customers.of(userId) : undefined);
  const [seller, receiver] = [await customerOf(sale.sellerId), await customerOf(sale.receiverId)];
  const invoices = seller
    ? await fromProvider(() =>
        ctx.stripe.invoices.list({ customer: seller.customerId, limit: 100 }).autoPagingToArray({ limit: 1000 }),
      )
    : [];
  const subscriptions = receiver
    ? await fromProvider(() =>
        ctx.stripe.subscriptions
          .list({ customer: receiver.customerId, status: 'all', limit: 100 })
          .autoPagingToArray({ limit: 1000 }),
      )
    : [];
  const invoice = invoices.find(ofTransfer);
  const subscription = subscriptions.find(ofTransfer);
  return {
    ...(invoice ? { invoiceId: invoice.id!, currency: invoice.currency as Currency } : {}),
    ...(subscription ? { subscriptionId: subscription.id } : {}),
    paid: invoice?.status === 'paid',
    live: subscription?.status === 'active' || subscription?.status === 'trialing',
    paidUntil: subscription ? itemOf(subscription).current_period_end : null,
  };
}

/** What the transfers module uses of billing: the plan a device is sold with, the sale itself and its undoing. */
export interface TransferSales {
  /** A yearly or bi-yearly product plan for this kind of device. */
  planFor(planId: string, deviceType: string): Promise<ProviderPlan>;
  chargeSeller(sale: TransferSale, paymentMethod: string | undefined, done: SaleDone): Promise<void>;
  /** The receiver's plan; answers the end of the term paid for (provider seconds). */
  giveReceiverPlan(sale: TransferSale, done: SaleDone): Promise<number>;
  undoSale(done: SaleDone): Promise<boolean>;
  /** Whether the seller's invoice is paid and nothing of it refunded: a refund may have gone through unanswered. */
  stillPaid(invoiceId: string): Promise<boolean>;
  findSale(sale: SaleParties): Promise<SaleFound>;
  /** Runs the sale holding the device's lease on product plans, which a purchase for the device waits for too. */
  holdingDevicePlan<T>(deviceId: string, work: () => Promise<T>): Promise<T>;
}

export function createTransferSales(ctx: BillingContext): TransferSales {
  return {
    async planFor(planId, deviceType) {
      const plan = await ctx.plans.byId(planId);
      if (!plan || plan.deviceType !== deviceType) throw new NotFoundError(billingMessages.planNotFound);
      if (!isTransferPlan(plan)) throw new ConflictError(transferMessages.transferPlanOnly);
      return plan;
    },
    chargeSeller: (sale, paymentMethod, done) => chargeSeller(ctx, sale, paymentMethod, done),
    async giveReceiverPlan(sale, done) {
      const row = await giveReceiverPlan(ctx, sale, done);
      return itemOf(row.provider).current_period_end;
    },
    undoSale: (done) => undoSale(ctx, done),
    async stillPaid(invoiceId) {
      const invoice = await fromProvider(() => ctx.stripe.invoices.retrieve(invoiceId));
      return invoice.status === 'paid' && (invoice.post_payment_credit_notes_amount ?? 0) === 0;
    },
    findSale: (sale) => findSale(ctx, sale),
    holdingDevicePlan: (deviceId, work) => withBillingLease(ctx.claims, devicePlanLease(deviceId, TRANSFER_PLAN_TYPE), work),
  };
}
