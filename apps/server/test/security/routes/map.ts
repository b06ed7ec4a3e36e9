import { everyone, session } from '../authorization-shorthands.js';
import type { RouteExpectation } from '../authorization-types.js';

/** The map without tiles */
export const mapRoutes: Record<string, RouteExpectation> = {
  // Names of cities, the same for every caller: nobody's data.
  'GET /api/v2/map/places': {
    ...session,
    target: '—',
    changes: false,
    request: () => ({ url: '/api/v2/map/places?south=-34&west=151&north=-33.7&east=151.4' }),
    expect: everyone(200),
  },
};
