import {
  billingMessages,
  messages,
  type PaymentAction,
  type PlanChangePreview,
  type SubscribeRequest,
  type Subscription,
} from '@lodestar/contract';
import { ForbiddenError, NotFoundError } from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import type { Payload } from '../../http/envelope.js';
import type { BillingContext } from './billing-context.js';
import type { DeviceSubscriptionRow } from './subscriptions.repository.js';
import { changePlan, finishChange, previewChange } from './plan-change.js';
import { cancelWithRefund } from './plan-refund.js';
import type { PlanGate } from './plan-gate.js';
import { purchase } from './purchase.js';
import { finishPurchase, recorded } from './purchase-payment.js';
import { createSubscriptionActions } from './subscription-actions.js';
import { createSubscriptionAccess } from './subscription-access.js';
import { answerSubscriptions } from './subscription-answers.js';

/** The plan bought or changed to: one of the device's type; any other is not found. */
async function planOf(ctx: BillingContext, planId: string, deviceType: string) {
  const plan = await ctx.plans.byId(planId);
  if (!plan || plan.deviceType !== deviceType) throw new NotFoundError(billingMessages.planNotFound);
  return plan;
}

/** The plan area's rules on the server: who may buy for which device, and every subscription call of the API. */
export function createSubscriptionsService(ctx: BillingContext, planDevice: PlanGate) {
  const actions = createSubscriptionActions(ctx);
  const { leased, changing } = createSubscriptionAccess(ctx, planDevice);
  const answerAll = (caller: Caller, rows: DeviceSubscriptionRow[]) => answerSubscriptions(ctx, caller, rows);
  const answer = async (caller: Caller, row: DeviceSubscriptionRow) => (await answerAll(caller, [row]))[0]!;

  return {
    /** The live subscriptions of one device, or of every device of the caller. */
    async current(caller: Caller, deviceUUID: string | undefined): Promise<Payload<{ data: Subscription[] }>> {
      const device = deviceUUID ? await planDevice(caller, deviceUUID) : null;
      const rows = await ctx.subscriptions.subscriptionsOfUser(caller.id, { liveOnly: true, ...(device ? { deviceId: device.id } : {}) });
      return { data: await answerAll(caller, rows) };
    },

    /** Every subscription of the caller, ended ones too; no one reads another user's. */
    async ofUser(caller: Caller, query: { userId?: string; deviceUUID?: string }): Promise<Payload<{ data: Subscription[] }>> {
      if (query.userId && query.userId !== caller.id) throw new ForbiddenError(messages.permissionDenied);
      const device = query.deviceUUID ? await planDevice(caller, query.deviceUUID) : null;
      const rows = await ctx.subscriptions.subscriptionsOfUser(caller.id, device ? { deviceId: device.id } : {});
      return { data: await answerAll(caller, rows) };
    },

    /**
     * `address` is the client's, which wrong codes count against. `paymentAction`: the first payment waits for its
     * card holder's authentication, which the browser completes before it asks `finishPayment`.
     */
    async subscribe(
      caller: Caller,
      planId: string,
      body: SubscribeRequest,
      requestKey: string | undefined,
      address: string,
    ): Promise<{ subscription: Subscription; paymentAction?: PaymentAction }> {
      if (body.userId && body.userId !== caller.id) throw new ForbiddenError(messages.permissionDenied);
      const device = await planDevice(caller, body.deviceUUID);
      const plan = await planOf(ctx, planId, device.deviceType);
      const { row, paymentAction } = body.oldSubscriptionId
        ? await leased(caller, body.oldSubscriptionId, async ({ id }) =>
            recorded(ctx, await changePlan(ctx, await changing(caller, device.id, id, plan.type), plan, requestKey)),
          )
        : await purchase(ctx, caller, device, plan, body, requestKey, address);
      return { subscription: await answer(caller, row), ...(paymentAction ? { paymentAction } : {}) };
    },

    /**
     * The caller's purchase or upgrade once its payment's authentication is over: bought or changed; else the purchase
     * canceled or the old plan kept (400, why).
     */
    async finishPayment(caller: Caller, id: string): Promise<Subscription> {
      const finished = async (row: DeviceSubscriptionRow) => (await finishChange(ctx, row)) ?? finishPurchase(ctx, row);
      return answer(caller, (await recorded(ctx, { row: await leased(caller, id, finished) })).row);
    },

    async previewChange(caller: Caller, planId: string, body: { deviceUUID: string; oldSubscriptionId: string }): Promise<Omit<PlanChangePreview, 'success'>> {
      const device = await planDevice(caller, body.deviceUUID);
      const plan = await planOf(ctx, planId, device.deviceType);
      return previewChange(ctx, await changing(caller, device.id, body.oldSubscriptionId, plan.type), plan);
    },

    async pause(caller: Caller, id: string, resumeDate: string | number, requestKey?: string) {
      await leased(caller, id, (row) => actions.pause(row, resumeDate, requestKey));
    },
    async resume(caller: Caller, id: string) {
      await leased(caller, id, (row) => actions.resume(row));
    },
    async cancel(caller: Caller, id: string) {
      await leased(caller, id, (row) => actions.cancel(row));
    },
    undoScheduledChange: (caller: Caller, id: string) => leased(caller, id, (row) => actions.undoScheduledChange(row)),
    async cancelWithRefund(caller: Caller, id: string) {
      await leased(caller, id, (row) => cancelWithRefund(ctx, row));
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
