import { onDevice, ownerOrSuperOwner, seesDevice, session } from '../authorization-shorthands.js';
import type { RouteExpectation } from '../authorization-types.js';

const range = 'from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z';

/** Trips and stops: whoever may read the device's history may see them; its owners export them, as the history. */
export const tripsRoutes: Record<string, RouteExpectation> = {
  'GET /api/history/trips/:id': {
    ...session,
    target: 'device',
    changes: false,
    request: onDevice((d) => `/api/history/trips/${d.id}?${range}`),
    expect: seesDevice(200),
  },
  'GET /api/history/trips/:id/csv': {
    ...session,
    target: 'device',
    changes: false,
    request: onDevice((d) => `/api/history/trips/${d.id}/csv?${range}`),
    expect: ownerOrSuperOwner(200),
  },
};
