import { groupRoles, seesDevice, ownerOrSuperOwner, session, onDevice } from '../authorization-shorthands.js';
import type { RouteExpectation } from '../authorization-types.js';

/** History */
export const historyRoutes: Record<string, RouteExpectation> = {
  'GET /api/history/find/device/:id': {
    ...session,
    target: 'device',
    changes: false,
    request: onDevice((d) => `/api/history/find/device/${d.id}`),
    expect: seesDevice(200),
  },
  'GET /api/history/map/:id': {
    ...session,
    target: 'device',
    changes: false,
    request: onDevice((d) => `/api/history/map/${d.id}`),
    expect: seesDevice(200),
  },
  'GET /api/history/track/:id': {
    ...session,
    target: 'device',
    changes: false,
    request: onDevice((d) => `/api/history/track/${d.id}?from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z`),
    expect: seesDevice(200),
  },
  // Devices the caller cannot see are left out of the answer, unexplained.
  'POST /api/v2/history': {
    ...session,
    target: 'device',
    changes: false,
    request: async (ctx) => {
      const device = await ctx.device();
      return {
        url: '/api/v2/history',
        payload: { deviceUUIDs: [device.deviceUUID] },
        shows: (body) =>
          ((body as { locations?: { deviceUUID: string }[] }).locations ?? []).some(
            (l) => l.deviceUUID === device.deviceUUID,
          ),
      };
    },
    // Device Activity's roles only; they are strangers to the owner's device, so nothing of it.
    expect: groupRoles('none', { enterpriseApiKey: 'none' }),
  },
  'DELETE /api/v2/history/:id': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice((d) => `/api/v2/history/${d.id}`, undefined, 'shield_gps', true),
    expect: ownerOrSuperOwner(200),
  },
  'GET /api/v2/history/:id/csv': {
    ...session,
    target: 'device',
    changes: false,
    request: onDevice((d) => `/api/v2/history/${d.id}/csv`),
    expect: ownerOrSuperOwner(200),
  },
};
