import type Stripe from 'stripe';
import { billingMessages, isUpdatable, type Currency, type PlanChangePreview } from '@lodestar/contract';
import { ConflictError, ValidationError } from '../../errors.js';
import { recurringOf } from './plan-catalogue.js';
import type { ProviderPlan } from './provider-plans.js';
import type { BillingContext } from './billing-context.js';
import type { DeviceSubscriptionRow } from './subscriptions.repository.js';
import { priceFor } from './purchase.js';
import { fromProvider, idOf } from '../payments/index.js';
import type { Purchase } from './purchase-payment.js';
import { voidIfOpen } from './void-if-open.js';
import { itemOf, pendingScheduleOf, rowStateOf, scheduledPlanIdOf } from './subscription-answer.js';
import { releaseSchedule } from './subscription-actions.js';

interface Change {
  subscription: Stripe.Subscription;
  item: Stripe.SubscriptionItem;
  newPrice: { id: string; unitAmount: number };
  currency: Currency;
  /** An upgrade is charged at once (and ends a trial); a downgrade waits for the end of the period. */
  isUpgrade: boolean;
}

/**
 * Which change this is: as the spec says, an upgrade when the new plan's amount (in the subscription's currency) is
 * higher than the current price's, else a downgrade (decision 0058); a change during a trial starts the new plan
 * straight away.
 */
function changeOf(current: DeviceSubscriptionRow, plan: ProviderPlan): Change {
  const subscription = current.provider;
  if (current.planId === plan.planId) throw new ConflictError(billingMessages.samePlan);
  // Unlike the plan page's flag, a trial may change (the new plan starts at once), unless it is set to cancel.
  const updatable = subscription.status === 'trialing' ? !subscription.cancel_at_period_end : isUpdatable(rowStateOf(current));
  if (subscription.status === 'unpaid') throw new ConflictError(billingMessages.planUnpaid);
  if (!updatable) throw new ConflictError(billingMessages.changeNotNow);
  if (pendingScheduleOf(current)) throw new ConflictError(billingMessages.changeAlreadyScheduled);
  const item = itemOf(subscription);
  const currency = item.price.currency as Currency;
  const newPrice = priceFor(plan, currency);
  const isUpgrade = subscription.status === 'trialing' || newPrice.unitAmount > (item.price.unit_amount ?? 0);
  return { subscription, item, newPrice, currency, isUpgrade };
}

/** The customer's account credit in cents (Stripe's balance is negative while it is credit). */
async function creditOf(ctx: BillingContext, customerId: string): Promise<number> {
  const customer = await fromProvider(() => ctx.stripe.customers.retrieve(customerId));
  return 'deleted' in customer ? 0 : Math.max(0, -customer.balance);
}

/**
 * What the change will charge now, from the provider's own preview of the prorated invoice, and how it uses the
 * account credit. The provider's clock dates the proration (here and in `changePlan`), not Lodestar's: the two differ
 * once a test clock moved it.
 */
export async function previewChange(ctx: BillingContext, current: DeviceSubscriptionRow, plan: ProviderPlan): Promise<Omit<PlanChangePreview, 'success'>> {
  const change = changeOf(current, plan);
  const effectiveAt = change.item.current_period_end;
  if (!change.isUpgrade) {
    const creditLeft = await creditOf(ctx, idOf(change.subscription.customer)!);
    return { isUpgrade: false, currency: change.currency, amountDue: 0, subtotal: 0, tax: 0, total: 0, creditUsed: 0, creditLeft, lines: [], effectiveAt };
  }
  const invoice = await fromProvider(() =>
    ctx.stripe.invoices.createPreview({
      customer: change.subscription.customer as string,
      subscription: change.subscription.id,
      subscription_details: {
        items: [{ id: change.item.id, price: change.newPrice.id }],
        proration_behavior: 'always_invoice',
        ...(change.subscription.status === 'trialing' ? { trial_end: 'now' as const } : {}),
      },
    }),
  );
  // A preview is not finalized, so its `ending_balance` is null (as Stripe's): the balance after it is worked out.
  const endingBalance = invoice.starting_balance + invoice.total - invoice.amount_due;
  return {
    isUpgrade: true,
    currency: change.currency,
    amountDue: invoice.amount_due,
    subtotal: invoice.subtotal,
    tax: (invoice.total_taxes ?? []).reduce((sum, tax) => sum + tax.amount, 0),
    total: invoice.total,
    creditUsed: Math.max(0, invoice.total - invoice.amount_due),
    creditLeft: Math.max(0, -endingBalance),
    lines: invoice.lines.data.map((line) => ({ description: line.description ?? '', amount: line.amount })),
    effectiveAt: invoice.parent?.subscription_details?.subscription_proration_date ?? invoice.created,
  };
}

/**
 * The answer to a change repeated with its Idempotency-Key once made (`changeRequestKey`, stored when the provider
 * took it): the subscription as it stands, its upgrade paid or its downgrade to the plan scheduled, even once the
 * change's event has given the row its new plan. The key used for another plan is a conflict; a change still waiting
 * for its payment's step (null here) goes to the provider again, which replays its first answer.
 */
function repeatedChange(current: DeviceSubscriptionRow, plan: ProviderPlan, requestKey: string | undefined): Purchase | null {
  if (!requestKey || !current.changeRequestKey?.endsWith(`:${requestKey}`)) return null;
  if (current.changeRequestKey !== `${plan.planId}:${requestKey}`) throw new ConflictError(billingMessages.requestKeyReused);
  const made = current.planId === plan.planId || (pendingScheduleOf(current) !== null && scheduledPlanIdOf(current) === plan.planId);
  return made ? { row: current } : null;
}

/**
 * An upgrade is invoiced and charged at once, prorated to the second; with `pending_if_incomplete` the new price applies
 * only once that invoice is paid, so a card that fails leaves the old plan in place, and a charge that asks its card
 * holder to authenticate it answers the step (`finishChange` then reads how it ended). A downgrade becomes the second
 * phase of a schedule that starts when the current period ends (`state: downgrade`).
 */
export async function changePlan(
  ctx: BillingContext,
  current: DeviceSubscriptionRow,
  plan: ProviderPlan,
  requestKey: string | undefined,
): Promise<Purchase> {
  const repeated = repeatedChange(current, plan, requestKey);
  if (repeated) return repeated;
  const change = changeOf(current, plan);
  const changeRequestKey = requestKey ? `${plan.planId}:${requestKey}` : null;
  const made = async () => {
    if (current.changeRequestKey !== changeRequestKey) await ctx.subscriptions.rememberChangeRequest(current.id, changeRequestKey);
  };
  // The key names the change and the card it charges (read fresh: a card made default a moment ago may not be in
  // Lodestar's copy yet), so a double click is one request and a retry with another card a new one.
  const fresh = await fromProvider(() => ctx.stripe.subscriptions.retrieve(current.id));
  const payer = typeof fresh.default_payment_method === 'string' ? fresh.default_payment_method : (fresh.default_payment_method?.id ?? 'customer');
  const key = (step: string) => `change-${current.id}-${plan.planId}-${change.item.price.id}-${payer}-${requestKey ?? current.syncedAt}-${step}`;
  await releaseSchedule(ctx, fresh);
  if (change.isUpgrade) {
    const updated = await fromProvider(() =>
      ctx.stripe.subscriptions.update(
        current.id,
        {
          items: [{ id: change.item.id, price: change.newPrice.id }],
          proration_behavior: 'always_invoice',
          payment_behavior: 'pending_if_incomplete',
          ...(change.subscription.status === 'trialing' ? { trial_end: 'now' as const } : {}),
        },
        { idempotencyKey: key('upgrade') },
      ),
    );
    if (updated.pending_update) {
      const row = (await ctx.syncSubscription(current.id))!;
      const invoiceId = idOf(updated.latest_invoice);
      const payment = invoiceId ? await ctx.paymentActions.ofInvoice(invoiceId) : null;
      if (payment?.state !== 'requires_action' && payment?.state !== 'paid') throw new ValidationError(billingMessages.upgradeDeclined);
      await made();
      if (payment.state === 'requires_action') return { row, paymentAction: payment.action };
      // A repeat of the request replays its first answer: the step may have paid the upgrade since.
      return { row: (await ctx.syncSubscription(current.id))! };
    }
  } else {
    const periodEnd = change.item.current_period_end;
    const schedule = await fromProvider(() => ctx.stripe.subscriptionSchedules.create({ from_subscription: current.id }, { idempotencyKey: key('schedule') }));
    await fromProvider(() =>
      ctx.stripe.subscriptionSchedules.update(
        schedule.id,
        {
          end_behavior: 'release',
          phases: [
            {
              items: [{ price: change.item.price.id, quantity: 1 }],
              start_date: schedule.phases[0]?.start_date ?? change.item.current_period_start,
              end_date: periodEnd,
              metadata: { state: 'current', planId: current.planId },
            },
            {
              items: [{ price: change.newPrice.id, quantity: 1 }],
              duration: recurringOf(plan),
              metadata: { state: 'downgrade', planId: plan.planId },
            },
          ],
        },
        { idempotencyKey: key('phases') },
      ),
    );
  }
  await made();
  return { row: (await ctx.syncSubscription(current.id))! };
}

/**
 * After the browser's authentication step of an upgrade: null once its invoice is paid (the new price applied with it)
 * or when no change waits for payment. Otherwise its invoice is voided, so the step can no longer charge, the old plan
 * stays, and a 400 says why.
 */
export async function finishChange(ctx: BillingContext, row: DeviceSubscriptionRow): Promise<null> {
  const subscription = await fromProvider(() => ctx.stripe.subscriptions.retrieve(row.id));
  const invoiceId = subscription.pending_update ? idOf(subscription.latest_invoice) : null;
  if (!invoiceId) return null;
  const payment = await ctx.paymentActions.ofInvoice(invoiceId);
  if (payment.state === 'paid') return null;
  // The pending update outlives its voided invoice (until it expires): a second finish finds it void already.
  await voidIfOpen(ctx, invoiceId);
  await ctx.syncSubscription(row.id);
  const why = payment.state === 'refused' ? payment.message : billingMessages.paymentNotAuthenticated;
  throw new ValidationError(`${why} ${billingMessages.planNotChanged}`);
}
