import { groupRoles, session, groupOf } from '../authorization-shorthands.js';
import type { RouteExpectation } from '../authorization-types.js';

/** Groups */
export const groupsRoutes: Record<string, RouteExpectation> = {
  'GET /api/device/groups': {
    ...session,
    target: 'own groups',
    changes: false,
    request: () => ({ url: '/api/device/groups' }),
    expect: groupRoles(200, { enterpriseApiKey: 200 }),
  },
  'GET /api/device/groups/:id': {
    ...session,
    target: 'group',
    changes: false,
    request: async (ctx) => ({ url: `/api/device/groups/${await groupOf(ctx)}` }),
    expect: groupRoles(200, { enterpriseApiKey: 404 }),
  },
  'POST /api/device/groups/create': {
    ...session,
    target: 'devices',
    changes: true,
    request: (ctx) => ({
      url: '/api/device/groups/create',
      payload: { name: 'New group', devicesId: [ctx.groups.gps.id] },
    }),
    expect: groupRoles(201, { enterpriseApiKey: 400 }),
  },
  'PATCH /api/device/groups/update/:id': {
    ...session,
    target: 'group',
    changes: true,
    request: async (ctx) => ({
      url: `/api/device/groups/update/${await groupOf(ctx)}`,
      payload: { name: 'Renamed group' },
    }),
    expect: groupRoles(200, { enterpriseApiKey: 404 }),
  },
  'DELETE /api/device/groups/delete/:id': {
    ...session,
    target: 'group',
    changes: true,
    request: async (ctx) => ({ url: `/api/device/groups/delete/${await groupOf(ctx)}` }),
    expect: groupRoles(200, { enterpriseApiKey: 404 }),
  },
};
