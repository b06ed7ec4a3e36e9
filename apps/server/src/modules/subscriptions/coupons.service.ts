import { ANY_PRODUCT, billingMessages, INVALID_CODE, type Coupon } from '@lodestar/contract';
import { NotFoundError, ValidationError } from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import { unixNow, type BillingContext } from './billing-context.js';
import { GROUP_PLAN_ID, resolveCode } from './coupon-codes.js';
import type { PlanGate } from './plan-gate.js';
import { purchase } from './purchase.js';

/** The codes a buyer types: checked for a plan in the payment popup, or used to join a subscription group. */
export function createCouponsService(ctx: BillingContext, planDevice: PlanGate) {
  /** What a code is checked against: the device (the caller's to buy for), its plans' products and the buyer. */
  async function scopeOf(caller: Caller, deviceUUID: string) {
    const device = await planDevice(caller, deviceUUID);
    const offered = (await ctx.plans.all())
      .filter((plan) => plan.deviceType === device.deviceType)
      .map((plan) => plan.productId);
    const customer = await ctx.customers.of(caller.id);
    return {
      device,
      offered,
      customerId: customer?.customerId ?? null,
      currency: customer?.currency ?? caller.currency,
    };
  }

  const resolveFor = (scope: Awaited<ReturnType<typeof scopeOf>>, code: string, productId: string) =>
    resolveCode(ctx.stripe, code, {
      customerId: scope.customerId,
      deviceUUID: scope.device.deviceUUID,
      productIds: productId === ANY_PRODUCT ? scope.offered : scope.offered.filter((id) => id === productId),
      currency: scope.currency,
      now: unixNow(ctx.clock),
    });

  /** A code the caller typed, from `address`: wrong ones count against both. */
  async function check(caller: Caller, code: string, deviceUUID: string, productId: string, address: string) {
    const scope = await scopeOf(caller, deviceUUID);
    const resolved = await ctx.codeAttempts.lookUp({ userId: caller.id, address }, () => resolveFor(scope, code, productId));
    return { device: scope.device, resolved };
  }

  return {
    /** The first pre-purchased code bound to the device that its owner could use now; null when none is left. */
    async forDevice(caller: Caller, deviceUUID: string): Promise<{ coupon: Coupon | null }> {
      const scope = await scopeOf(caller, deviceUUID);
      for (const code of await ctx.subscriptions.codesOfDevice(scope.device.deviceUUID)) {
        const usable = await resolveFor(scope, code, ANY_PRODUCT).catch((error: unknown) => {
          if (error instanceof ValidationError) return null;
          throw error;
        });
        if (usable?.answer.kind === 'prePurchased') return { coupon: usable.answer };
      }
      return { coupon: null };
    },

    async apply(
      caller: Caller,
      params: { code: string; deviceUUID: string; productId: string },
      address: string,
    ): Promise<{ coupon: Coupon }> {
      return { coupon: (await check(caller, params.code, params.deviceUUID, params.productId, address)).resolved.answer };
    },

    /** A group's code buys the group's plan for the device, paid in full by the code. */
    async joinGroup(caller: Caller, code: string, deviceUUID: string, address: string): Promise<{ message: string }> {
      const { device, resolved } = await check(caller, code, deviceUUID, ANY_PRODUCT, address);
      const planId = resolved.coupon.metadata?.[GROUP_PLAN_ID];
      if (resolved.answer.kind !== 'group' || !planId) throw new ValidationError(INVALID_CODE);
      const plan = await ctx.plans.byId(planId);
      if (!plan) throw new NotFoundError(billingMessages.planNotFound);
      await purchase(ctx, caller, device, plan, { deviceUUID, couponCode: code }, undefined, address);
      return { message: billingMessages.joined };
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
