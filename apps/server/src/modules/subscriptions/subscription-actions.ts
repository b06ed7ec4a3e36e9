import type Stripe from 'stripe';
import {
  billingMessages,
  cancelChargesFirstPeriod,
  latestResumeAt,
  paidPeriodEndOfPause,
  subscriptionActions,
} from '@lodestar/contract';
import { ConflictError, ValidationError } from '../../errors.js';
import type { BillingContext } from './billing-context.js';
import type { DeviceSubscriptionRow } from './subscriptions.repository.js';
import { chargePauseDeduction } from './pause-deduction.js';
import { fromProvider, idOf, subscriptionOfInvoice } from '../payments/index.js';
import { itemOf, rowStateOf } from './subscription-answer.js';

const actionsOf = (row: DeviceSubscriptionRow) => subscriptionActions(rowStateOf(row));

/** A resume date as the popup sends it (a date, a date-time or unix seconds), in unix seconds; null when unreadable. */
export function resumeSecondsOf(value: string | number): number | null {
  if (typeof value === 'number') return value;
  const milliseconds = Date.parse(value);
  return Number.isNaN(milliseconds) ? null : Math.floor(milliseconds / 1000);
}

/**
 * The subscription's schedule is released first: a cancellation drops a scheduled downgrade (the provider refuses to
 * cancel a subscription that a schedule manages), and the other actions and a plan change, refused while a change is
 * pending, find at most a schedule in its last phase, whose release changes nothing.
 */
export async function releaseSchedule(ctx: BillingContext, subscription: Pick<Stripe.Subscription, 'schedule'>) {
  const schedule = idOf(subscription.schedule);
  // Named by the schedule, so a retry after a release that went through answers it again instead of refusing.
  if (schedule)
    await fromProvider(() =>
      ctx.stripe.subscriptionSchedules.release(schedule, {}, { idempotencyKey: `release-${schedule}` }),
    );
}

/**
 * The customer's invoices of the plan in `status`: its own, and its pause fees' (one-off invoices naming it in their
 * metadata).
 */
export async function invoicesOfPlan(
  ctx: BillingContext,
  row: DeviceSubscriptionRow,
  status: Stripe.InvoiceListParams.Status,
) {
  const customer = idOf(row.provider.customer)!;
  const invoices = await fromProvider(() =>
    ctx.stripe.invoices.list({ customer, status, limit: 100 }).autoPagingToArray({ limit: 10_000 }),
  );
  return invoices.filter((invoice) => subscriptionOfInvoice(invoice) === row.id);
}

/**
 * Ends the subscription now (unless it has ended already) and voids its invoices still to be paid, pause fees
 * included, which nobody will pay for a plan that is gone.
 */
export async function endNow(ctx: BillingContext, row: DeviceSubscriptionRow): Promise<void> {
  const current = await fromProvider(() => ctx.stripe.subscriptions.retrieve(row.id));
  if (current.status !== 'canceled' && current.status !== 'incomplete_expired') {
    await releaseSchedule(ctx, current);
    await fromProvider(() => ctx.stripe.subscriptions.cancel(row.id));
  }
  for (const status of ['open', 'uncollectible'] as const)
    for (const invoice of await invoicesOfPlan(ctx, row, status))
      await fromProvider(() => ctx.stripe.invoices.voidInvoice(invoice.id!));
}

/** The row actions, each offered and allowed in the same states; the provider's events then update the row. */
export function createSubscriptionActions(ctx: BillingContext) {
  const update = (row: DeviceSubscriptionRow, params: Stripe.SubscriptionUpdateParams) =>
    fromProvider(() => ctx.stripe.subscriptions.update(row.id, params)).then(() => ctx.syncSubscription(row.id));

  return {
    /**
     * Collection pauses until the resume date, at least the end of the current period and at most a year after it. A
     * pause the plan deducts for is paid first; a declined card leaves the subscription as it was, and so does one
     * whose holder must first authenticate the fee (402), until the request is repeated with its `requestKey`.
     */
    async pause(row: DeviceSubscriptionRow, resumeDate: string | number, requestKey?: string) {
      if (!actionsOf(row).pause) throw new ConflictError(billingMessages.pauseNotNow);
      const resumesAt = resumeSecondsOf(resumeDate);
      const periodEnd = itemOf(row.provider).current_period_end;
      if (resumesAt === null || resumesAt < periodEnd) throw new ValidationError(billingMessages.invalidDate);
      if (resumesAt > latestResumeAt(periodEnd)) throw new ValidationError(billingMessages.resumeDateTooLate);
      await chargePauseDeduction(ctx, row, resumesAt, requestKey);
      await releaseSchedule(ctx, row.provider);
      return update(row, { pause_collection: { behavior: 'void', resumes_at: resumesAt } });
    },
    async resume(row: DeviceSubscriptionRow) {
      if (!actionsOf(row).resume) throw new ConflictError(billingMessages.resumeNotNow);
      const subscription = row.provider;
      await releaseSchedule(ctx, row.provider);
      return update(row, subscription.pause_collection ? { pause_collection: '' } : { cancel_at_period_end: false });
    },
    /**
     * Cancels at the end of the period that was paid for, dropping a scheduled change; an unpaid plan, which covers
     * nothing, at once, and so a paused one whose pause has begun. A paused plan still in its paid period is no longer
     * paused: it ends with that period. A trial ends with nothing charged, unless it ends within 24 hours: then, as the
     * terms say, its first period is due, so the trial ends now and that period is charged (a card that fails changes
     * nothing) and is the plan's last.
     */
    async cancel(row: DeviceSubscriptionRow) {
      if (!actionsOf(row).cancel) throw new ConflictError(billingMessages.cancelNotNow);
      const state = rowStateOf(row);
      const paused = state.status === 'pause';
      const inPaidPeriod = paidPeriodEndOfPause({
        ...state,
        current_period_start: itemOf(row.provider).current_period_start,
        paidThrough: row.paidThrough,
      });
      if (row.status === 'unpaid' || (paused && !inPaidPeriod)) {
        await endNow(ctx, row);
        return ctx.syncSubscription(row.id);
      }
      await releaseSchedule(ctx, row.provider);
      if (cancelChargesFirstPeriod(state, await ctx.providerNow()))
        return update(row, { trial_end: 'now', payment_behavior: 'error_if_incomplete', cancel_at_period_end: true });
      return update(row, { cancel_at_period_end: true, ...(paused ? { pause_collection: '' as const } : {}) });
    },
    /** Drops the change scheduled for the period's end (the schedule is released), so the plan renews unchanged. */
    async undoScheduledChange(row: DeviceSubscriptionRow) {
      if (!actionsOf(row).undoScheduledChange) throw new ConflictError(billingMessages.noScheduledChange);
      await releaseSchedule(ctx, row.provider);
      // The undone change is no longer one its request's repeat answers.
      await ctx.subscriptions.rememberChangeRequest(row.id, null);
      return ctx.syncSubscription(row.id);
    },
  };
}
