import { liveLinkEndpoints as calls } from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { succeeded } from '../../http/envelope.js';
import { routeOf } from '../../http/endpoint-route.js';
import type { RouteRateLimit } from '../../http/rate-limit.js';
import type { ApiApp } from '../../http/types.js';
import type { LiveLinksService } from './live-links.service.js';

export async function liveLinksRoutes(
  app: ApiApp,
  {
    guards,
    liveLinks,
    openRateLimit,
  }: { guards: AuthGuards; liveLinks: LiveLinksService; openRateLimit: RouteRateLimit },
) {
  app.route({
    ...routeOf(calls.create),
    onRequest: guards.user,
    handler: async (request) => succeeded(await liveLinks.create(callerOf(request), request.params.id, request.body)),
  });

  app.route({
    ...routeOf(calls.list),
    onRequest: guards.user,
    handler: async (request) => succeeded({ data: await liveLinks.list(callerOf(request), request.params.id) }),
  });

  app.route({
    ...routeOf(calls.revoke),
    onRequest: guards.user,
    handler: async (request) =>
      succeeded(await liveLinks.revoke(callerOf(request), request.params.id, request.params.linkId)),
  });

  // Anyone may open a link: a guessed token is a secret guessed, so openings are limited as sign-ins are.
  app.route({
    ...routeOf(calls.page),
    config: { rateLimit: openRateLimit },
    handler: async (request, reply) => {
      // Every answer already sends no Referer (helmet) and is not stored (the API's no-store).
      void reply.header('x-robots-tag', 'noindex, nofollow');
      return succeeded(await liveLinks.page(request.params.token));
    },
  });
}
