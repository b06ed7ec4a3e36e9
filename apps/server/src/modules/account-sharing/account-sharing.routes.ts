import { accountShareMessages, accountSharingEndpoints as calls, messages } from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { succeeded } from '../../http/envelope.js';
import { routeOf } from '../../http/endpoint-route.js';
import type { ApiApp } from '../../http/types.js';
import type { AccountSharingService } from './account-sharing.service.js';

interface AccountSharingRoutesDeps {
  guards: AuthGuards;
  accountSharing: AccountSharingService;
  /** Inviting sends mail, so it is limited per address like sign-in. */
  mailRateLimit: { max: number; timeWindow: string };
}

export async function accountSharingRoutes(
  app: ApiApp,
  { guards, accountSharing, mailRateLimit }: AccountSharingRoutesDeps,
) {
  app.route({
    ...routeOf(calls.find),
    onRequest: guards.user,
    handler: async (request) => succeeded({
      data: await accountSharing.find(callerOf(request), request.params.id),
    }),
  });

  app.route({
    ...routeOf(calls.invite),
    onRequest: guards.user,
    config: { rateLimit: mailRateLimit },
    handler: async (request, reply) => {
      const share = await accountSharing.invite(callerOf(request), request.body);
      return reply.code(201).send(succeeded({ message: accountShareMessages.invited, share }));
    },
  });

  app.route({
    ...routeOf(calls.remove),
    onRequest: guards.user,
    handler: async (request) => {
      await accountSharing.remove(callerOf(request), request.params.id);
      return succeeded({ message: messages.removedSuccessfully });
    },
  });

  app.route({
    ...routeOf(calls.memberships),
    onRequest: guards.user,
    handler: async (request) => succeeded({ data: await accountSharing.memberships(callerOf(request)) }),
  });
}
