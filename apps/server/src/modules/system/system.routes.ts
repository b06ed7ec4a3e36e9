import { systemEndpoints as calls, type PublicConfig } from '@lodestar/contract';
import type { CaptchaVerifier } from '../../adapters/captcha/index.js';
import { RETRY_AFTER_SECONDS } from '../../db/availability.js';
import type { DatabaseHandle } from '../../db/client.js';
import { routeOf } from '../../http/endpoint-route.js';
import type { ApiApp } from '../../http/types.js';
import { failed } from '../../http/envelope.js';

export interface SystemRoutesDeps {
  database: DatabaseHandle;
  captcha: CaptchaVerifier;
  publicConfig: PublicConfig;
  version: string;
}

export async function systemRoutes(app: ApiApp, deps: SystemRoutesDeps) {
  app.route({
    ...routeOf(calls.health),
    config: { rateLimit: false },
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

  app.route({
    ...routeOf(calls.config),
    config: { publicAnswer: true },
    handler: async () => deps.publicConfig,
  });

  app.route({
    ...routeOf(calls.captchaChallenge),
    handler: async (_request, reply) => {
      if (!deps.captcha.createChallenge) {
        return reply.code(404).send(failed('This installation does not use ALTCHA.'));
      }
      const challenge = (await deps.captcha.createChallenge()) as Record<string, unknown>;
      return challenge;
    },
  });
}
