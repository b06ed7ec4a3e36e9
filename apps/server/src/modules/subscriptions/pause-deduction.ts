import type Stripe from 'stripe';
import { billingMessages, pauseDeductionMonths } from '@lodestar/contract';
import { ValidationError } from '../../errors.js';
import type { BillingContext } from './billing-context.js';
import type { DeviceSubscriptionRow } from './subscriptions.repository.js';
import { fromProvider, idOf } from '../payments/index.js';
import type { ProviderPlan } from './provider-plans.js';
import { itemOf } from './subscription-answer.js';
import { chargeOneOff } from './one-off-charge.js';

/** The metadata `purpose` of a pause fee's invoice. */
export const PAUSE_DEDUCTION_PURPOSE = 'pause_deduction';

/** The card the subscription's invoices go to: its own, else the customer's default; a pause that costs needs one. */
async function paymentMethodOf(ctx: BillingContext, subscription: Stripe.Subscription): Promise<string> {
  const own = idOf(subscription.default_payment_method);
  if (own) return own;
  const customer = await fromProvider(() => ctx.stripe.customers.retrieve(idOf(subscription.customer)!));
  const fallback = 'deleted' in customer ? null : idOf(customer.invoice_settings.default_payment_method);
  if (!fallback) throw new ValidationError(billingMessages.addCardDetails);
  return fallback;
}

/**
 * Whether this pause's fee (the plan, its period, the resume date) is paid already: its step completed, but the request
 * that was to pause the plan after it never came back. The pause then costs nothing more.
 */
async function feePaidAlready(ctx: BillingContext, customer: string, metadata: Record<string, string>) {
  const paid = await fromProvider(() =>
    ctx.stripe.invoices.list({ customer, status: 'paid', limit: 100 }).autoPagingToArray({ limit: 1000 }),
  );
  return paid.some((invoice) =>
    Object.entries(metadata).every(([field, value]) => invoice.metadata?.[field] === value),
  );
}

/**
 * Charges the pause deduction at once, on an invoice of its own with the subscription's tax rates, to its payment
 * method. A declined card throws the provider's card error and voids the invoice, so nothing is owed. A card that asks
 * its holder to authenticate the fee throws the 402 with the step, voiding a fee of an earlier pause request of the
 * plan left waiting; the request repeated with the same `requestKey` (the browser's Idempotency-Key) ends it.
 */
export async function chargePauseDeduction(
  ctx: BillingContext,
  row: DeviceSubscriptionRow,
  resumesAt: number,
  requestKey?: string,
): Promise<void> {
  const plan = await ctx.plans.byId(row.planId);
  const item = itemOf(row.provider);
  const currency = item.price.currency as keyof ProviderPlan['prices'];
  const fee = plan?.prices[currency]?.pauseDeductionAmount ?? 0;
  const months = plan ? pauseDeductionMonths(plan.pauseDeduction, item.current_period_end, resumesAt) : 0;
  if (!plan || months === 0 || fee === 0) return;

  // The provider's subscription rather than Lodestar's copy: a card made default just now may not have synced yet.
  const subscription = await fromProvider(() => ctx.stripe.subscriptions.retrieve(row.id));
  const customer = idOf(subscription.customer)!;
  const metadata = {
    purpose: PAUSE_DEDUCTION_PURPOSE,
    subscription: row.id,
    periodEnd: String(item.current_period_end),
    resumesAt: String(resumesAt),
  };
  const method = await paymentMethodOf(ctx, subscription);
  if (await feePaidAlready(ctx, customer, metadata)) return;
  // A refused attempt is kept under its key, so a retry with another card, or another click, must not reuse it.
  const key = `pause-deduction-${row.id}-${item.current_period_end}-${resumesAt}-${method}${requestKey ? `-${requestKey}` : ''}`;
  const amount = (fee / 100).toFixed(2);
  await chargeOneOff(ctx, {
    customer,
    currency: item.price.currency,
    paymentMethod: method,
    taxRates: (subscription.default_tax_rates ?? []).map((rate) => rate.id),
    description: `Pause of ${plan.name} until ${new Date(resumesAt * 1000).toISOString().slice(0, 10)}`,
    metadata,
    items: [{ amount: months * fee, description: `Pause of ${plan.name}: ${months} × ${amount} monthly fee` }],
    key,
    nothingDone: billingMessages.notPaused,
    replaces: ['purpose', 'subscription'],
  });
}
