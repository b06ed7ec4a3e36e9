import { healthResponseSchema, publicConfigSchema, type PublicConfig } from '@lodestar/contract';
import { z } from 'zod';
import type { CaptchaVerifier } from '../../adapters/captcha/index.js';
import { RETRY_AFTER_SECONDS } from '../../db/availability.js';
import type { DatabaseHandle } from '../../db/client.js';
import { errorResponses } from '../../http/schemas.js';
import type { ApiApp } from '../../http/types.js';

export interface SystemRoutesDeps {
  database: DatabaseHandle;
  captcha: CaptchaVerifier;
  publicConfig: PublicConfig;
  version: string;
}

export async function systemRoutes(app: ApiApp, deps: SystemRoutesDeps) {
  const tags = ['System'];

  app.get('/api/health', {
    config: { rateLimit: false },
    schema: { tags, summary: 'Liveness and database reachability', response: { 200: healthResponseSchema, 503: healthResponseSchema } },
    handler: async (_request, reply) => {
      const databaseUp = await deps.database.ping();
      if (!databaseUp) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.code(databaseUp ? 200 : 503).send({
        status: databaseUp ? 'ok' : 'degraded',
        database: databaseUp ? 'ok' : 'unavailable',
        version: deps.version,
      });
    },
  });

  app.get('/api/config', {
    schema: { tags, summary: 'What the browser needs to know about this installation', response: { 200: publicConfigSchema } },
    handler: async () => deps.publicConfig,
  });

  app.get('/api/captcha/challenge', {
    schema: {
      tags,
      summary: 'A fresh ALTCHA proof-of-work challenge (only when CAPTCHA_PROVIDER is altcha)',
      response: { 200: z.record(z.string(), z.unknown()), ...errorResponses(404, 429) },
    },
    handler: async (_request, reply) => {
      if (!deps.captcha.createChallenge) {
        return reply.code(404).send({ success: false, message: 'This installation does not use ALTCHA.', errors: ['This installation does not use ALTCHA.'] });
      }
      const challenge = (await deps.captcha.createChallenge()) as Record<string, unknown>;
      return reply.header('cache-control', 'no-store').send(challenge);
    },
  });
}
