import { asSelf, everyone, ownerAlone, session } from '../authorization-shorthands.js';
import type { RouteExpectation } from '../authorization-types.js';

/** Notifications: each person reads and marks their own. */
export const notificationsRoutes: Record<string, RouteExpectation> = {
  'GET /api/notifications': {
    ...session,
    target: 'own notifications',
    changes: false,
    request: () => ({ url: '/api/notifications' }),
    expect: everyone(200),
  },
  'PUT /api/notifications/read': {
    ...session,
    target: 'own notifications',
    changes: true,
    request: asSelf('/api/notifications/read'),
    expect: everyone(200),
  },
  'PUT /api/notifications/:id/read': {
    ...session,
    target: "owner's notification",
    changes: true,
    request: async (ctx) => ({
      url: `/api/notifications/${ctx.fresh ? await ctx.world.notificationForOwner() : ctx.world.ownerNotification}/read`,
    }),
    expect: ownerAlone(200, 404),
  },
};
