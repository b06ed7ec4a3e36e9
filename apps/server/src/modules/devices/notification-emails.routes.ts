import { notificationEmailEndpoints as calls } from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { succeeded } from '../../http/envelope.js';
import { routeOf } from '../../http/endpoint-route.js';
import type { ApiApp } from '../../http/types.js';
import type { NotificationEmailsService } from './notification-emails.service.js';

export async function notificationEmailsRoutes(
  app: ApiApp,
  {
    guards,
    notificationEmails,
    confirmRateLimit,
  }: {
    guards: AuthGuards;
    notificationEmails: NotificationEmailsService;
    confirmRateLimit: { max: number; timeWindow: string };
  },
) {
  app.route({
    ...routeOf(calls.add),
    onRequest: guards.user,
    handler: async (request) =>
      succeeded(await notificationEmails.add(callerOf(request), request.params.id, request.body.email)),
  });

  app.route({
    ...routeOf(calls.confirm),
    config: { rateLimit: confirmRateLimit },
    handler: async (request) => succeeded(await notificationEmails.confirm(request.params.token)),
  });

  app.route({
    ...routeOf(calls.remove),
    onRequest: guards.user,
    handler: async (request) =>
      succeeded(await notificationEmails.remove(callerOf(request), request.params.id, request.params.email)),
  });
}
