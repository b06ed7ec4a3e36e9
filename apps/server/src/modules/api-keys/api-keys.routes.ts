import { apiKeyEndpoints as calls } from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { succeeded } from '../../http/envelope.js';
import { routeOf } from '../../http/endpoint-route.js';
import type { ApiApp } from '../../http/types.js';
import type { ApiKeysService } from './api-keys.service.js';

export async function apiKeysRoutes(app: ApiApp, { guards, apiKeys }: { guards: AuthGuards; apiKeys: ApiKeysService }) {
  app.route({
    ...routeOf(calls.generate),
    onRequest: guards.interactive,
    handler: async (request, reply) => reply.code(201).send(succeeded(await apiKeys.generate(callerOf(request)))),
  });

  app.route({
    ...routeOf(calls.state),
    onRequest: guards.interactive,
    handler: async (request) => succeeded(apiKeys.state(callerOf(request))),
  });

  app.route({
    ...routeOf(calls.setActive),
    onRequest: guards.interactive,
    handler: async (request) => succeeded(await apiKeys.setActive(callerOf(request), request.body.active)),
  });

  app.route({
    ...routeOf(calls.remove),
    onRequest: guards.interactive,
    handler: async (request) => succeeded(await apiKeys.remove(callerOf(request))),
  });
}
