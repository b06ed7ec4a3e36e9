import { invitationEndpoints as calls, shareServerMessages } from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { succeeded } from '../../http/envelope.js';
import { routeOf } from '../../http/endpoint-route.js';
import type { ApiApp } from '../../http/types.js';
import type { InvitationsService } from './invitations.service.js';

export async function invitationsRoutes(
  app: ApiApp,
  { guards, invitations }: { guards: AuthGuards; invitations: InvitationsService },
) {
  app.route({
    ...routeOf(calls.list),
    onRequest: guards.user,
    handler: async (request) => succeeded({ data: await invitations.list(callerOf(request)) }),
  });

  app.route({
    ...routeOf(calls.accept),
    onRequest: guards.user,
    handler: async (request) => {
      await invitations.accept(callerOf(request), request.params.kind, request.params.id);
      return succeeded({ message: shareServerMessages.accepted });
    },
  });

  app.route({
    ...routeOf(calls.decline),
    onRequest: guards.user,
    handler: async (request) => {
      await invitations.decline(callerOf(request), request.params.kind, request.params.id);
      return succeeded({ message: shareServerMessages.declined });
    },
  });
}
