import { billingMessages, messages, type PlanChangePreview, type SubscribeRequest, type Subscription } from '@lodestar/contract';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import type { Payload } from '../../http/envelope.js';
import type { BillingContext } from './billing-context.js';
import { subscriptionLease, withBillingLease } from './billing-leases.js';
import type { DeviceSubscriptionRow } from './subscriptions.repository.js';
import { changePlan, previewChange } from './plan-change.js';
import { cancelWithRefund, refundableUntil } from './plan-refund.js';
import type { PlanGate } from './plan-gate.js';
import { purchase } from './purchase.js';
import { createSubscriptionActions } from './subscription-actions.js';
import { subscriptionAnswer } from './subscription-answer.js';
import { metadataOf } from './subscription-sync.js';

/** The plan area's rules on the server: who may buy for which device, and every subscription call of the API. */
export function createSubscriptionsService(ctx: BillingContext, planDevice: PlanGate) {
  const actions = createSubscriptionActions(ctx);

  /** One of the caller's subscriptions, on a device they may still buy plans for; another's is not found. */
  async function ownSubscription(caller: Caller, id: string) {
    const row = await ctx.subscriptions.subscription(id);
    if (!row || row.userId !== caller.id) throw new NotFoundError(billingMessages.subscriptionNotFound);
    await planDevice(caller, row.deviceId);
    return row;
  }

  /**
   * Runs an action on one of the caller's subscriptions holding its lease, on the row as it stands once the lease is
   * held: two actions at once (two pauses, a pause and a refund) run one after the other, and the second sees what the
   * first did.
   */
  async function leased<T>(caller: Caller, id: string, action: (row: DeviceSubscriptionRow) => Promise<T>): Promise<T> {
    const { id: subscriptionId } = await ownSubscription(caller, id);
    return withBillingLease(ctx.claims, subscriptionLease(subscriptionId), async () =>
      action(await ownSubscription(caller, subscriptionId)),
    );
  }

  async function planOf(planId: string, deviceType: string) {
    const plan = await ctx.plans.byId(planId);
    if (!plan || plan.deviceType !== deviceType) throw new NotFoundError(billingMessages.planNotFound);
    return plan;
  }

  async function changing(caller: Caller, deviceId: string, subscriptionId: string, planType: string) {
    const row = await ownSubscription(caller, subscriptionId);
    if (row.deviceId !== deviceId || !row.live || metadataOf(row).planType !== planType) throw new ConflictError(billingMessages.notThisSubscription);
    return row;
  }

  /** The answers, each row's refund offer as of the provider's clock and the devices the caller had refunded. */
  async function answerAll(caller: Caller, rows: DeviceSubscriptionRow[]): Promise<Subscription[]> {
    const now = await ctx.providerNow();
    const refunded = await ctx.subscriptions.devicesRefundedFor(caller.id);
    return Promise.all(
      rows.map(async (row) =>
        subscriptionAnswer(row, await ctx.plans.byId(row.planId), row.deviceUUID, {
          timeZone: caller.timezone,
          refundableUntil: refundableUntil(row, now, refunded.has(row.deviceId)),
        }),
      ),
    );
  }
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

    /** `address` is the client's, which wrong codes count against. */
    async subscribe(caller: Caller, planId: string, body: SubscribeRequest, requestKey: string | undefined, address: string): Promise<Subscription> {
      if (body.userId && body.userId !== caller.id) throw new ForbiddenError(messages.permissionDenied);
      const device = await planDevice(caller, body.deviceUUID);
      const plan = await planOf(planId, device.deviceType);
      const row = body.oldSubscriptionId
        ? await leased(caller, body.oldSubscriptionId, async ({ id }) =>
            changePlan(ctx, await changing(caller, device.id, id, plan.type), plan, requestKey),
          )
        : await purchase(ctx, caller, device, plan, body, requestKey, address);
      return answer(caller, row);
    },

    async previewChange(caller: Caller, planId: string, body: { deviceUUID: string; oldSubscriptionId: string }): Promise<Omit<PlanChangePreview, 'success'>> {
      const device = await planDevice(caller, body.deviceUUID);
      const plan = await planOf(planId, device.deviceType);
      return previewChange(ctx, await changing(caller, device.id, body.oldSubscriptionId, plan.type), plan);
    },

    async pause(caller: Caller, id: string, resumeDate: string | number) {
      await leased(caller, id, (row) => actions.pause(row, resumeDate));
    },
    async resume(caller: Caller, id: string) {
      await leased(caller, id, (row) => actions.resume(row));
    },
    async cancel(caller: Caller, id: string) {
      await leased(caller, id, (row) => actions.cancel(row));
    },
    async cancelWithRefund(caller: Caller, id: string) {
      await leased(caller, id, (row) => cancelWithRefund(ctx, row));
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
