import { ingestEndpoints } from '@lodestar/contract';
import { succeeded } from '../http/envelope.js';
import { routeOf } from '../http/endpoint-route.js';
import type { ApiApp } from '../http/types.js';
import type { IngestService } from './ingest.service.js';

/** 500 positions of a few hundred bytes each, with room to spare. */
const NATIVE_BODY_LIMIT = 512 * 1024;

export async function nativeIngestRoutes(app: ApiApp, { ingest }: { ingest: IngestService }) {
  app.route({
    ...routeOf(ingestEndpoints.native),
    bodyLimit: NATIVE_BODY_LIMIT,
    // Devices report on their own schedule; the per-device secret, not the per-IP limit, is their gate.
    config: { rateLimit: false },
    // One log line per report would drown everything else; failures are still logged.
    logLevel: 'warn',
    handler: async (request) => succeeded(await ingest.native(request.headers.authorization, request.body)),
  });
}
