import type { Subscription } from '@lodestar/contract';
import type { Caller } from '../../http/authenticate.js';
import type { BillingContext } from './billing-context.js';
import { refundableUntil } from './plan-refund.js';
import { scheduledPlanIdOf, subscriptionAnswer } from './subscription-answer.js';
import type { DeviceSubscriptionRow } from './subscriptions.repository.js';

/** The answers, each row's refund offer as of the provider's clock and the devices the caller had refunded. */
export async function answerSubscriptions(
  ctx: BillingContext,
  caller: Caller,
  rows: DeviceSubscriptionRow[],
): Promise<Subscription[]> {
  const now = await ctx.providerNow();
  const refunded = await ctx.subscriptions.devicesRefundedFor(caller.id);
  return Promise.all(
    rows.map(async (row) => {
      const scheduledPlanId = scheduledPlanIdOf(row);
      const plans = {
        plan: await ctx.plans.byId(row.planId),
        scheduledPlan: scheduledPlanId ? await ctx.plans.byId(scheduledPlanId) : undefined,
      };
      return subscriptionAnswer(row, plans, row.deviceUUID, {
        timeZone: caller.timezone,
        refundableUntil: refundableUntil(row, now, refunded.has(row.deviceId)),
      });
    }),
  );
}
