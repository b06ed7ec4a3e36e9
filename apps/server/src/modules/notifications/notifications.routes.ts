import { notificationEndpoints as calls } from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { routeOf } from '../../http/endpoint-route.js';
import { succeeded } from '../../http/envelope.js';
import type { ApiApp } from '../../http/types.js';
import type { NotificationsService } from './notifications.service.js';

export async function notificationsRoutes(
  app: ApiApp,
  { guards, notifications }: { guards: AuthGuards; notifications: NotificationsService },
) {
  app.route({
    ...routeOf(calls.list),
    onRequest: guards.user,
    handler: async (request) => succeeded(await notifications.list(callerOf(request), request.query)),
  });

  app.route({
    ...routeOf(calls.markAllRead),
    onRequest: guards.user,
    handler: async (request) => succeeded(await notifications.markAllRead(callerOf(request))),
  });

  app.route({
    ...routeOf(calls.markRead),
    onRequest: guards.user,
    handler: async (request) => succeeded(await notifications.markRead(callerOf(request), request.params.id)),
  });
}
