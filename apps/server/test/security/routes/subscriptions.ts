import { buyPlan } from '../authorization-billing.js';
import { everyone, noApiKey, onDevice, ownerAlone, publicRoute, session, superOwnerOnly } from '../authorization-shorthands.js';
import type { CallSpec, CellContext, RouteExpectation } from '../authorization-types.js';

/**
 * Plans, subscriptions and codes: only the SuperOwner of a GPS tracker; a share of it, even an Owner one, is
 * 403, a device the caller does not see 404. A subscription is its buyer's alone: anyone else's call is 404.
 */

type Listed = { data?: { id: string }[] };

type SubscriptionCall = 'pause' | 'resume' | 'cancel' | 'refund' | 'scheduled-change';

/**
 * The owner's plan, or for the owner a new one on a new tracker (set to cancel for a resume, with a downgrade scheduled
 * for its undoing), and the caller's call on it.
 */
const onSubscription =
  (action: SubscriptionCall) =>
  async (ctx: CellContext): Promise<CallSpec> => {
    const { t, plans } = ctx.world;
    let subscription = plans.subscription;
    if (ctx.fresh) {
      const device = await ctx.device();
      const headers = { authorization: ctx.kit.account.authorization };
      subscription = await buyPlan(t, ctx.kit.account.authorization, device);
      if (action === 'resume') {
        const url = `/api/v2/subscriptions/${subscription.id}/cancel`;
        await t.app.inject({ method: 'PUT', url, headers });
      }
      if (action === 'scheduled-change') {
        const payload = { deviceUUID: device.deviceUUID, oldSubscriptionId: subscription.id };
        await t.app.inject({ method: 'POST', url: '/api/v2/subscriptions/gps-monthly/subscribe', headers, payload });
      }
    }
    const url = `/api/v2/subscriptions/${subscription.id}/${action}`;
    return action === 'pause' ? { url, payload: { resumeDate: subscription.current_period_end + 86_400 } } : { url };
  };

const action = (name: SubscriptionCall): RouteExpectation => ({
  ...session,
  target: 'subscription',
  changes: true,
  request: onSubscription(name),
  expect: everyone(404, { owner: 200, ...noApiKey }),
});

export const subscriptionsRoutes: Record<string, RouteExpectation> = {
  'GET /api/v2/subscriptions/plans': {
    ...session,
    target: 'device',
    changes: false,
    request: onDevice((d) => `/api/v2/subscriptions/plans?deviceID=${d.deviceUUID}`),
    expect: superOwnerOnly(200),
  },
  'GET /api/subscriptions/plans/enum/:type': {
    ...session,
    target: '—',
    changes: false,
    request: () => ({ url: '/api/subscriptions/plans/enum/duration' }),
    expect: everyone(200),
  },
  'GET /api/v2/subscriptions/current': {
    ...session,
    target: 'device',
    changes: false,
    request: (ctx) => ({
      url: `/api/v2/subscriptions/current?deviceUUID=${ctx.world.plans.tracker.deviceUUID}`,
      shows: (body) => Boolean((body as Listed).data?.some((row) => row.id === ctx.world.plans.subscription.id)),
    }),
    expect: superOwnerOnly(200),
  },
  'GET /api/v2/subscriptions/user': {
    ...session,
    target: 'account’s subscriptions',
    changes: false,
    otherAccount: true,
    request: (ctx) => ({
      url: `/api/v2/subscriptions/user?userId=${ctx.kit.account.id}`,
      shows: (body) => Boolean((body as Listed).data?.some((row) => row.id === ctx.world.plans.subscription.id)),
    }),
    expect: ownerAlone(200, 403),
  },
  'POST /api/v2/subscriptions/:planId/subscribe': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice(
      () => '/api/v2/subscriptions/gps-quarterly/subscribe',
      (d) => ({ deviceUUID: d.deviceUUID }),
    ),
    expect: superOwnerOnly(200, noApiKey),
  },
  'POST /api/v2/subscriptions/:planId/preview': {
    ...session,
    target: 'subscription',
    changes: false,
    request: ({ world: { plans } }) => ({
      url: '/api/v2/subscriptions/gps-yearly/preview',
      payload: { deviceUUID: plans.tracker.deviceUUID, oldSubscriptionId: plans.subscription.id },
    }),
    expect: superOwnerOnly(200),
  },
  'PUT /api/v2/subscriptions/:id/pause': action('pause'),
  'PUT /api/v2/subscriptions/:id/resume': action('resume'),
  'PUT /api/v2/subscriptions/:id/cancel': action('cancel'),
  'PUT /api/v2/subscriptions/:id/refund': action('refund'),
  'DELETE /api/v2/subscriptions/:id/scheduled-change': action('scheduled-change'),
  'POST /api/v2/subscriptions/:id/finish-payment': {
    ...session,
    target: 'subscription',
    changes: false,
    request: async (ctx) => ({ url: `/api/v2/subscriptions/${ctx.world.plans.subscription.id}/finish-payment` }),
    expect: everyone(404, { owner: 200, ...noApiKey }),
  },
  'GET /api/coupon/apply/:code/:deviceUUID/:productId': {
    ...session,
    target: 'device',
    changes: false,
    request: async (ctx) => ({ url: `/api/coupon/apply/${ctx.world.plans.discountCode}/${(await ctx.device()).deviceUUID}/any` }),
    expect: superOwnerOnly(200),
  },
  'GET /api/coupon/device/:deviceUUID': {
    ...session,
    target: 'device',
    changes: false,
    request: async (ctx) => ({ url: `/api/coupon/device/${(await ctx.device()).deviceUUID}` }),
    expect: superOwnerOnly(200),
  },
  'GET /api/v2/subscriptions/group/joinByCode/:code': {
    ...session,
    target: 'device',
    changes: true,
    request: async (ctx) => {
      const device = await ctx.device();
      return { url: `/api/v2/subscriptions/group/joinByCode/${ctx.world.plans.groupCode}?deviceUUID=${device.deviceUUID}` };
    },
    expect: superOwnerOnly(200, noApiKey),
  },
  // Stripe's call, signed with the webhook secret: without a signature it is refused and nothing is handled.
  'POST /api/payments/webhook': publicRoute(400, () => ({ url: '/api/payments/webhook', payload: { id: 'evt_unsigned', type: 'customer.subscription.updated' } })),
};
