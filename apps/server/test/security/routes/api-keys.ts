import { enterpriseOnly, session, asSelf, withKey } from '../authorization-shorthands.js';
import type { RouteExpectation } from '../authorization-types.js';

/** API key */
export const apiKeysRoutes: Record<string, RouteExpectation> = {
  'POST /api/v2/account/clientKey': {
    ...session,
    target: 'own account',
    changes: true,
    request: asSelf('/api/v2/account/clientKey'),
    expect: enterpriseOnly(201),
  },
  'GET /api/v2/account/clientKey': {
    ...session,
    target: 'own account',
    changes: false,
    request: asSelf('/api/v2/account/clientKey'),
    expect: enterpriseOnly(200),
  },
  'PUT /api/v2/account/clientKey': {
    ...session,
    target: 'own account',
    changes: true,
    request: async (ctx) => ({ url: '/api/v2/account/clientKey', as: await withKey(ctx), payload: { active: false } }),
    expect: enterpriseOnly(200),
  },
  'DELETE /api/v2/account/clientKey': {
    ...session,
    target: 'own account',
    changes: true,
    request: async (ctx) => ({ url: '/api/v2/account/clientKey', as: await withKey(ctx) }),
    expect: enterpriseOnly(200),
  },
};
