import type Stripe from 'stripe';
import { billingMessages, transferMessages, type Currency, type SubscribeRequest } from '@lodestar/contract';
import type { DeviceFields } from '../../db/schema/index.js';
import { ConflictError, ValidationError } from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import { resolveCode } from './coupon-codes.js';
import type { ProviderPlan } from './provider-plans.js';
import { unixNow, type BillingContext } from './billing-context.js';
import { devicePlanLease, withBillingLease } from './billing-leases.js';
import { fromProvider } from '../payments/index.js';
import { metadataOf, type SubscriptionMetadata } from './subscription-sync.js';
import { cancelWaitingPurchases, purchaseOutcome, recorded, type Purchase } from './purchase-payment.js';

/** The price of the plan in the buyer's currency: the customer's, once their first subscription fixed it. */
export function priceFor(plan: ProviderPlan, currency: Currency) {
  const price = plan.prices[currency];
  if (!price) throw new ValidationError(billingMessages.planNotFound);
  return price;
}

/** The saved method to charge: the one chosen, else the customer's default; it must be this customer's. */
export async function paymentMethodFor(ctx: BillingContext, customerId: string, chosen: string | undefined): Promise<string> {
  const id = chosen?.startsWith('pm_')
    ? chosen
    : await fromProvider(async () => {
        const customer = (await ctx.stripe.customers.retrieve(customerId)) as Stripe.Customer;
        const fallback = customer.invoice_settings?.default_payment_method;
        return typeof fallback === 'string' ? fallback : fallback?.id;
      });
  if (!id) throw new ValidationError(billingMessages.addCardDetails);
  const method = await fromProvider(() => ctx.stripe.paymentMethods.retrieve(id)).catch(() => null);
  const owner = typeof method?.customer === 'string' ? method.customer : method?.customer?.id;
  if (owner !== customerId) throw new ValidationError(billingMessages.paymentMethodNotFound);
  return id;
}

/** A repeat of a purchase already made with this Idempotency-Key: the same subscription, or a conflict. */
async function earlierPurchase(
  ctx: BillingContext,
  caller: Caller,
  device: DeviceFields,
  planId: string,
  requestKey: string,
) {
  const earlier = (await ctx.subscriptions.subscriptionsOfUser(caller.id)).find(
    (row) => metadataOf(row).requestKey === requestKey,
  );
  if (earlier && (earlier.deviceId !== device.id || earlier.planId !== planId)) throw new ConflictError(billingMessages.requestKeyReused);
  return earlier;
}

/**
 * Buys the plan for a device that has none of its kind: trial once per device (with the terms accepted), coupon,
 * the buyer's tax rate, charged at once unless a trial runs. A card that asks its holder to authenticate the charge
 * leaves the plan `incomplete` with the step the browser completes (`paymentAction`); a card that cannot pay leaves
 * nothing behind (the plan canceled at once), and the idempotency key makes a repeated request buy nothing twice. The
 * device's lease on plans of this kind is held from the check that it has none until the bought plan is stored, so
 * requests at once, whatever their keys and whichever process serves them, buy one plan.
 */
export async function purchase(...order: Parameters<typeof purchaseLeased>): Promise<Purchase> {
  const [ctx, , device, plan] = order;
  return recorded(ctx, await withBillingLease(ctx.claims, devicePlanLease(device.id, plan.type), () => purchaseLeased(...order)));
}

async function purchaseLeased(
  ctx: BillingContext,
  caller: Caller,
  device: DeviceFields,
  plan: ProviderPlan,
  body: SubscribeRequest,
  requestKey: string | undefined,
  address: string,
): Promise<Purchase> {
  if (requestKey) {
    const earlier = await earlierPurchase(ctx, caller, device, plan.planId, requestKey);
    if (earlier) return purchaseOutcome(ctx, earlier);
  }
  const ofDevice = await ctx.subscriptions.subscriptionsOfUser(caller.id, { deviceId: device.id });
  await cancelWaitingPurchases(ctx, ofDevice, plan.type);
  const sameKind = ofDevice.filter((row) => row.live && metadataOf(row).planType === plan.type);
  if (sameKind.some((row) => row.status === 'unpaid')) throw new ConflictError(billingMessages.planUnpaid);
  // Anyone's: a transfer that held the lease before this purchase may have given the device a plan of its receiver.
  const onDevice = await ctx.subscriptions.liveSubscriptionsOfDevice(device.id);
  if (onDevice.some((row) => metadataOf(row).planType === plan.type)) throw new ConflictError(billingMessages.alreadySubscribed);
  if (await ctx.transferWaits(device.id)) throw new ConflictError(transferMessages.deviceWaiting);

  const customer = await ctx.customers.ensure(caller);
  const currency = customer.currency ?? caller.currency;
  const price = priceFor(plan, currency);
  const code = body.couponCode
    ? await ctx.codeAttempts.lookUp({ userId: caller.id, address }, () =>
        resolveCode(ctx.stripe, body.couponCode!, { customerId: customer.customerId, deviceUUID: device.deviceUUID, productIds: [plan.productId], currency, now: unixNow(ctx.clock) }),
      )
    : null;
  // A pre-purchased or group code pays the plan in full: no trial to spend, no card to charge.
  const freeOfCharge = code?.coupon.percent_off === 100;
  const trialDays = freeOfCharge || device.isTrialAvailed ? 0 : plan.freeTrialDays;
  // The terms are accepted with the purchase, or before it on the device (PUT /api/devices/{id}).
  if (trialDays > 0 && !body.isTermsAccepted && !device.isTermsAccepted)
    throw new ValidationError(billingMessages.termsRequired);
  const paymentMethod = freeOfCharge && !body.paymentMethod ? undefined : await paymentMethodFor(ctx, customer.customerId, body.paymentMethod);
  const taxRate = await ctx.plans.taxRateFor(caller.country);
  const metadata: SubscriptionMetadata = {
    userId: caller.id,
    deviceId: device.id,
    planType: plan.type,
    ...(requestKey ? { requestKey } : {}),
  };
  // Without a key from the browser, the key names this purchase: this device's first plan of the kind, or the one
  // after its latest subscription. Two identical requests at once then buy once.
  const idempotencyKey = requestKey ? `subscribe-${caller.id}-${requestKey}` : `subscribe-${device.id}-${plan.type}-after-${ofDevice[0]?.id ?? 'none'}`;

  const subscription = await fromProvider(() =>
    ctx.stripe.subscriptions.create(
      {
        customer: customer.customerId,
        items: [{ price: price.id }],
        ...(paymentMethod ? { default_payment_method: paymentMethod } : {}),
        ...(taxRate ? { default_tax_rates: [taxRate.id] } : {}),
        ...(trialDays > 0 ? { trial_period_days: trialDays } : {}),
        ...(code ? { discounts: [{ promotion_code: code.promotionCodeId }] } : {}),
        payment_behavior: 'allow_incomplete',
        metadata: { ...metadata },
      },
      { idempotencyKey },
    ),
  );
  // A purchase its card refused is canceled by its outcome before it fixes the buyer's currency.
  const outcome = await purchaseOutcome(ctx, (await ctx.syncSubscription(subscription.id))!);
  await ctx.customers.fixCurrency(caller.id, currency);
  if (trialDays > 0) await ctx.subscriptions.acceptTerms(device.id);
  return outcome;
}
