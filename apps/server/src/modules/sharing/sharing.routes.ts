import { messages, shareMessages, sharingEndpoints as calls } from '@lodestar/contract';
import { callerOf, principalOf, type AuthGuards } from '../../http/authenticate.js';
import { succeeded } from '../../http/envelope.js';
import { routeOf } from '../../http/endpoint-route.js';
import type { ApiApp } from '../../http/types.js';
import type { SharingService } from './sharing.service.js';

interface SharingRoutesDeps {
  guards: AuthGuards;
  sharing: SharingService;
  /** The calls that send mail are limited per address like sign-in, so they cannot be used to flood a mailbox. */
  mailRateLimit: { max: number; timeWindow: string };
}

export async function sharingRoutes(app: ApiApp, { guards, sharing, mailRateLimit }: SharingRoutesDeps) {
  app.route({
    ...routeOf(calls.find),
    onRequest: guards.user,
    handler: async (request) => sharing.find(callerOf(request), request.params.uuid),
  });

  app.route({
    ...routeOf(calls.insert),
    onRequest: guards.user,
    config: { rateLimit: mailRateLimit },
    handler: async (request, reply) => {
      const { user, via } = principalOf(request);
      const share = await sharing.insert(user, request.body, via);
      return reply.code(201).send(succeeded({ message: shareMessages.sharedSuccessfully, share }));
    },
  });

  app.route({
    ...routeOf(calls.resend),
    onRequest: guards.user,
    config: { rateLimit: mailRateLimit },
    handler: async (request) => {
      await sharing.resend(callerOf(request), request.body);
      return succeeded({ message: shareMessages.sharedSuccessfully });
    },
  });

  app.route({
    ...routeOf(calls.update),
    onRequest: guards.user,
    handler: async (request) => {
      const { user, via } = principalOf(request);
      const share = await sharing.update(user, request.params.id, request.body, via);
      return succeeded({ message: messages.updatedSuccessfully, share });
    },
  });

  app.route({
    ...routeOf(calls.remove),
    onRequest: guards.user,
    handler: async (request) => {
      await sharing.remove(callerOf(request), request.params.id);
      return succeeded({ message: messages.removedSuccessfully });
    },
  });

  app.route({
    ...routeOf(calls.removeAll),
    onRequest: guards.user,
    handler: async (request) => {
      await sharing.removeAll(callerOf(request), request.params.uuid);
      return succeeded({ message: messages.removedSuccessfully });
    },
  });
}
