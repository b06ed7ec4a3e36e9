import { billingMessages, couponEndpoints, planEndpoints, subscriptionEndpoints as calls } from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { succeeded } from '../../http/envelope.js';
import { routeOf } from '../../http/endpoint-route.js';
import { requestKeyOf } from '../../http/request-key.js';
import type { ApiApp } from '../../http/types.js';
import type { CouponsService } from './coupons.service.js';
import type { PlansService } from './plans.service.js';
import type { SubscriptionsService } from './subscriptions.service.js';

interface Deps {
  guards: AuthGuards;
  plans: PlansService;
  subscriptions: SubscriptionsService;
  coupons: CouponsService;
}

/** The plans on sale for a device, and the values their duration and type take. */
function planRoutes(app: ApiApp, guards: AuthGuards, plans: PlansService) {
  app.route({
    ...routeOf(planEndpoints.list),
    onRequest: guards.user,
    handler: async (request) => succeeded(await plans.list(callerOf(request), request.query)),
  });
  app.route({
    ...routeOf(planEndpoints.enumValues),
    onRequest: guards.user,
    handler: async (request) => succeeded(plans.enumValues(request.params.type)),
  });
}

/** The caller's subscriptions read: the live ones, and every one of theirs. */
function subscriptionReadRoutes(app: ApiApp, guards: AuthGuards, subscriptions: SubscriptionsService) {
  app.route({
    ...routeOf(calls.current),
    onRequest: guards.user,
    handler: async (request) => succeeded(await subscriptions.current(callerOf(request), request.query.deviceUUID)),
  });
  app.route({
    ...routeOf(calls.user),
    onRequest: guards.user,
    handler: async (request) => succeeded(await subscriptions.ofUser(callerOf(request), request.query)),
  });
}

/** A plan bought, or changed to with its cost shown first. */
function planPurchaseRoutes(app: ApiApp, guards: AuthGuards, subscriptions: SubscriptionsService) {
  app.route({
    ...routeOf(calls.subscribe),
    onRequest: guards.interactive,
    handler: async (request) => {
      const { subscription, paymentAction } = await subscriptions.subscribe(
        callerOf(request),
        request.params.planId,
        request.body,
        requestKeyOf(request),
        request.ip,
      );
      return succeeded({ message: billingMessages.subscribed, data: subscription, ...(paymentAction ? { paymentAction } : {}) });
    },
  });
  app.route({
    ...routeOf(calls.finishPayment),
    onRequest: guards.interactive,
    handler: async (request) =>
      succeeded({ message: billingMessages.subscribed, data: await subscriptions.finishPayment(callerOf(request), request.params.id) }),
  });
  app.route({
    ...routeOf(calls.previewChange),
    onRequest: guards.user,
    handler: async (request) => succeeded(await subscriptions.previewChange(callerOf(request), request.params.planId, request.body)),
  });
}

/** A subscription paused, resumed, canceled, canceled with a refund, or its scheduled change undone. */
function subscriptionActionRoutes(app: ApiApp, guards: AuthGuards, subscriptions: SubscriptionsService) {
  app.route({
    ...routeOf(calls.pause),
    onRequest: guards.interactive,
    handler: async (request) => {
      await subscriptions.pause(callerOf(request), request.params.id, request.body.resumeDate, requestKeyOf(request));
      return succeeded({ message: billingMessages.paused });
    },
  });
  app.route({
    ...routeOf(calls.resume),
    onRequest: guards.interactive,
    handler: async (request) => {
      await subscriptions.resume(callerOf(request), request.params.id);
      return succeeded({ message: billingMessages.resumed });
    },
  });
  app.route({
    ...routeOf(calls.cancel),
    onRequest: guards.interactive,
    handler: async (request) => {
      await subscriptions.cancel(callerOf(request), request.params.id);
      return succeeded({ message: billingMessages.canceled });
    },
  });
  app.route({
    ...routeOf(calls.undoScheduledChange),
    onRequest: guards.interactive,
    handler: async (request) => {
      await subscriptions.undoScheduledChange(callerOf(request), request.params.id);
      return succeeded({ message: billingMessages.scheduledChangeUndone });
    },
  });
  app.route({
    ...routeOf(calls.refund),
    onRequest: guards.interactive,
    handler: async (request) => {
      await subscriptions.cancelWithRefund(callerOf(request), request.params.id);
      return succeeded({ message: billingMessages.refunded });
    },
  });
}

/** The codes: a discount code applied, the code bound to a device, and a group joined with its code. */
function couponRoutes(app: ApiApp, guards: AuthGuards, coupons: CouponsService) {
  app.route({
    ...routeOf(couponEndpoints.apply),
    onRequest: guards.user,
    handler: async (request) => succeeded(await coupons.apply(callerOf(request), request.params, request.ip)),
  });
  app.route({
    ...routeOf(couponEndpoints.deviceCode),
    onRequest: guards.user,
    handler: async (request) => succeeded(await coupons.forDevice(callerOf(request), request.params.deviceUUID)),
  });
  app.route({
    ...routeOf(couponEndpoints.joinGroup),
    onRequest: guards.interactive,
    handler: async (request) => succeeded(await coupons.joinGroup(callerOf(request), request.params.code, request.query.deviceUUID, request.ip)),
  });
}

/** Reads take an API key too; what buys, changes or ends a plan needs a person signed in (guards.interactive). */
export async function subscriptionsRoutes(app: ApiApp, { guards, plans, subscriptions, coupons }: Deps) {
  planRoutes(app, guards, plans);
  subscriptionReadRoutes(app, guards, subscriptions);
  planPurchaseRoutes(app, guards, subscriptions);
  subscriptionActionRoutes(app, guards, subscriptions);
  couponRoutes(app, guards, coupons);
}
