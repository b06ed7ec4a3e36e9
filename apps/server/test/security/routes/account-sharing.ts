import { freshAddress } from '../authorization-world.js';
import { everyone, ownerAlone, administrators, session } from '../authorization-shorthands.js';
import type { RouteExpectation } from '../authorization-types.js';

/** Account sharing */
export const accountSharingRoutes: Record<string, RouteExpectation> = {
  'GET /api/share-account/find/:id': {
    ...session,
    target: 'account',
    changes: false,
    otherAccount: true,
    request: (ctx) => ({ url: `/api/share-account/find/${ctx.kit.account.id}` }),
    expect: administrators(200, { owner: 200 }),
  },
  'POST /api/share-account/invite': {
    ...session,
    target: 'account',
    changes: true,
    request: (ctx) => ({
      url: '/api/share-account/invite',
      payload: { userId: ctx.kit.account.id, email: freshAddress('member') },
    }),
    expect: ownerAlone(201, 403),
  },
  'DELETE /api/share-account/remove/:id': {
    ...session,
    target: 'account share',
    changes: true,
    request: async (ctx) => ({
      url: `/api/share-account/remove/${ctx.fresh ? (await ctx.world.accountShare(ctx.kit.account, null)).id : ctx.kit.accountShare.id}`,
    }),
    expect: ownerAlone(200, 404),
  },
  'GET /api/share-account/memberships': {
    ...session,
    target: 'own memberships',
    changes: false,
    request: () => ({ url: '/api/share-account/memberships' }),
    expect: everyone(200),
  },
};
