import { everyone, administrators, session, publicRoute } from '../authorization-shorthands.js';
import type { RouteExpectation } from '../authorization-types.js';

/** User administration */
export const usersRoutes: Record<string, RouteExpectation> = {
  'GET /api/v2/users': {
    ...session,
    target: 'all accounts',
    changes: false,
    request: () => ({ url: '/api/v2/users' }),
    // Sellers find only the accounts they created (and one by its exact email): the owner's is not among them.
    expect: administrators(200, { k9: 200 }),
  },
  'DELETE /api/users/:id': {
    ...session,
    target: 'account',
    changes: true,
    otherAccount: true,
    request: async (ctx) => ({
      url: `/api/users/${ctx.fresh ? (await ctx.world.account(['user'], { what: 'victim' })).id : ctx.kit.account.id}`,
    }),
    expect: everyone(403, { superAdmin: 200 }),
  },
  // No geolocation service in tests: the country of the caller's address cannot be told.
  'GET /api/client-location': publicRoute(404, () => ({ url: '/api/client-location' })),
};
