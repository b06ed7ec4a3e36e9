import { onDevice, seesDevice, session } from '../authorization-shorthands.js';
import type { RouteExpectation } from '../authorization-types.js';

/** History charts: whoever may read the device's history may chart it. */
export const historyChartsRoutes: Record<string, RouteExpectation> = {
  'GET /api/history/charts/:id': {
    ...session,
    target: 'device',
    changes: false,
    request: onDevice((d) => `/api/history/charts/${d.id}?from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z`),
    expect: seesDevice(200),
  },
};
