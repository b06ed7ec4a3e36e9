import { everyone } from '../authorization-shorthands.js';
import type { RouteExpectation } from '../authorization-types.js';

/** Device ingest: devices sign with their own secret; a session is no such secret. */
export const ingestRoutes: Record<string, RouteExpectation> = {
  'POST /api/ingest/native': {
    target: 'device secret',
    access: 'device',
    changes: true,
    request: (ctx) => ({ url: '/api/ingest/native', payload: { positions: [] }, as: ctx.caller }),
    expect: everyone(401, { unverified: 401 }),
  },
};
