import type Stripe from 'stripe';
import { billingMessages, transferMessages, transferPlanDurations } from '@lodestar/contract';
import type { DeviceRow } from '../../db/schema/index.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import type { BillingContext } from './billing-context.js';
import type { DeviceSubscriptionRow } from './billing.repository.js';
import { COUPON_KIND } from './coupon-codes.js';
import { chargeOneOff } from './one-off-charge.js';
import { creditInvoice } from './plan-refund.js';
import { fromProvider } from './provider-errors.js';
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
  device: DeviceRow;
  plan: ProviderPlan;
  /** The one-time device fee, in minor units of the seller's currency. */
  fee: number;
  paymentMethod: string | undefined;
}

const termOf = (plan: ProviderPlan) => (plan.duration === 'bi-yearly' ? 'first two years' : 'first year');

/**
 * The seller pays, at once and on an invoice of their own, the plan's first term with their tax rate and the one-time
 * device fee on top (§9: the fee is added to the total, untaxed), in their currency. A declined card leaves nothing owed (the invoice is voided).
 */
export async function chargeSeller(ctx: BillingContext, sale: TransferSale): Promise<Stripe.Invoice> {
  const { seller, device, plan } = sale;
  const customer = await ctx.customers.ensure(seller);
  const currency = customer.currency ?? seller.currency;
  const price = priceFor(plan, currency);
  const paymentMethod = await paymentMethodFor(ctx, customer.customerId, sale.paymentMethod);
  const taxRate = await ctx.plans.taxRateFor(seller.country);
  const invoice = await chargeOneOff(ctx, {
    customer: customer.customerId,
    currency,
    paymentMethod,
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
  });
  await ctx.billing.fixCurrency(seller.id, currency);
  return invoice;
}

/**
 * The receiver's subscription, theirs from the start: its first term is already paid by the seller (a coupon of 100 %
 * for one invoice), later terms are the receiver's to pay with a card of their own.
 */
export async function giveReceiverPlan(ctx: BillingContext, sale: TransferSale): Promise<DeviceSubscriptionRow> {
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
  await ctx.billing.fixCurrency(receiver.id, currency);
  return (await ctx.syncSubscription(subscription.id))!;
}

/** What a transfer made at the provider so far. */
export interface SaleDone {
  invoice?: Stripe.Invoice;
  subscription?: DeviceSubscriptionRow;
}

/** Undoes what a transfer that could not finish did at the provider: the receiver's plan ends, the seller is refunded. */
export async function undoSale(ctx: BillingContext, done: SaleDone) {
  if (done.subscription) {
    await endNow(ctx, done.subscription);
    await ctx.syncSubscription(done.subscription.id);
  }
  if (done.invoice) await creditInvoice(ctx, done.invoice, 'The device transfer could not be completed.');
}

/** What the transfers module uses of billing: the plan a device is sold with, the sale itself and its undoing. */
export interface TransferSales {
  /** A yearly or bi-yearly product plan for this kind of device. */
  planFor(planId: string, deviceType: string): Promise<ProviderPlan>;
  hasLivePlan(deviceId: string): Promise<boolean>;
  chargeSeller(sale: TransferSale): Promise<Stripe.Invoice>;
  /** The receiver's plan, and the end of the term paid for (provider seconds). */
  giveReceiverPlan(sale: TransferSale): Promise<{ row: DeviceSubscriptionRow; paidUntil: number }>;
  undoSale(done: SaleDone): Promise<void>;
}

export function createTransferSales(ctx: BillingContext): TransferSales {
  return {
    async planFor(planId: string, deviceType: string): Promise<ProviderPlan> {
      const plan = await ctx.plans.byKey(planId);
      if (!plan || plan.deviceType !== deviceType) throw new NotFoundError(billingMessages.planNotFound);
      const forTransfer =
        plan.type === 'product' && (transferPlanDurations as readonly string[]).includes(plan.duration);
      if (!forTransfer) throw new ConflictError(transferMessages.transferPlanOnly);
      return plan;
    },
    hasLivePlan: async (deviceId) => (await ctx.billing.liveSubscriptionsOfDevice(deviceId)).length > 0,
    chargeSeller: (sale) => chargeSeller(ctx, sale),
    async giveReceiverPlan(sale) {
      const row = await giveReceiverPlan(ctx, sale);
      return { row, paidUntil: itemOf(row.provider as unknown as Stripe.Subscription).current_period_end };
    },
    undoSale: (done) => undoSale(ctx, done),
  };
}
