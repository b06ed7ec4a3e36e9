import { nativeReportResponseSchema, nativeReportSchema } from '@lodestar/contract';
import { z } from 'zod';
import { errorResponses } from '../http/schemas.js';
import type { ApiApp } from '../http/types.js';
import type { IngestService } from './ingest.service.js';

/** 500 positions of a few hundred bytes each, with room to spare. */
const NATIVE_BODY_LIMIT = 512 * 1024;

export async function nativeIngestRoutes(app: ApiApp, { ingest }: { ingest: IngestService }) {
  app.post('/api/ingest/native', {
    bodyLimit: NATIVE_BODY_LIMIT,
    // Devices report on their own schedule; the per-device secret, not the per-IP limit, is their gate.
    config: { rateLimit: false },
    // One log line per report would drown everything else; failures are still logged.
    logLevel: 'warn',
    schema: {
      tags: ['Device ingest'],
      summary: "Our trackers' batch report: positions, modem state and command acknowledgements; answers the due commands",
      description:
        'Authenticated with `Authorization: Device <secret>` (the per-device secret from `npm run cli -- device:secret`). ' +
        'Answers only after the positions are committed. Commands are handed out as sent; acknowledge them by id in `acks` of a later call. ' +
        '503 (with `Retry-After`) while the database is away: send the call again later.',
      headers: z.object({ authorization: z.string().optional() }),
      body: nativeReportSchema,
      response: { 200: nativeReportResponseSchema, ...errorResponses(400, 401, 413, 503) },
    },
    handler: async (request) => ({ success: true as const, ...(await ingest.native(request.headers.authorization, request.body)) }),
  });
}
