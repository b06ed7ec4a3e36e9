import { billingMessages } from '@lodestar/contract';
import { ConflictError, NotFoundError } from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import type { BillingContext } from './billing-context.js';
import { subscriptionLease, withBillingLease } from './billing-leases.js';
import type { PlanGate } from './plan-gate.js';
import { metadataOf } from './subscription-sync.js';
import type { DeviceSubscriptionRow } from './subscriptions.repository.js';

/** The caller's hold on a subscription: only their own, on a device they may still buy plans for. */
export function createSubscriptionAccess(ctx: BillingContext, planDevice: PlanGate) {
  /** One of the caller's subscriptions, on a device they may still buy plans for; another's is not found. */
  async function ownSubscription(caller: Caller, id: string) {
    const row = await ctx.subscriptions.subscription(id);
    if (!row || row.userId !== caller.id) throw new NotFoundError(billingMessages.subscriptionNotFound);
    await planDevice(caller, row.deviceId);
    return row;
  }

  return {
    /**
     * Runs an action on one of the caller's subscriptions holding its lease, on the row as it stands once the lease is
     * held: two actions at once (two pauses, a pause and a refund) run one after the other, and the second sees what
     * the first did.
     */
    async leased<T>(caller: Caller, id: string, action: (row: DeviceSubscriptionRow) => Promise<T>): Promise<T> {
      const { id: subscriptionId } = await ownSubscription(caller, id);
      return withBillingLease(ctx.claims, subscriptionLease(subscriptionId), async () =>
        action(await ownSubscription(caller, subscriptionId)),
      );
    },

    /** The caller's live subscription of this device and plan type, which a plan change replaces; else a conflict. */
    async changing(caller: Caller, deviceId: string, subscriptionId: string, planType: string) {
      const row = await ownSubscription(caller, subscriptionId);
      if (row.deviceId !== deviceId || !row.live || metadataOf(row).planType !== planType)
        throw new ConflictError(billingMessages.notThisSubscription);
      return row;
    },
  };
}
