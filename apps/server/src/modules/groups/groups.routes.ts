import { groupEndpoints as calls, groupMessages, messages } from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { succeeded } from '../../http/envelope.js';
import { routeOf } from '../../http/endpoint-route.js';
import type { ApiApp } from '../../http/types.js';
import type { GroupsService } from './groups.service.js';

export async function groupsRoutes(app: ApiApp, { guards, groups }: { guards: AuthGuards; groups: GroupsService }) {
  app.route({
    ...routeOf(calls.list),
    onRequest: guards.user,
    handler: async (request) => succeeded(await groups.list(callerOf(request), request.query)),
  });

  app.route({
    ...routeOf(calls.get),
    onRequest: guards.user,
    handler: async (request) => succeeded({
      group: await groups.get(callerOf(request), request.params.id),
    }),
  });

  app.route({
    ...routeOf(calls.create),
    onRequest: guards.user,
    handler: async (request, reply) => {
      const groupId = await groups.create(callerOf(request), request.body);
      return reply.code(201).send(succeeded({ message: groupMessages.created, groupId }));
    },
  });

  app.route({
    ...routeOf(calls.update),
    onRequest: guards.user,
    handler: async (request) => succeeded({
      message: messages.updatedSuccessfully,
      group: await groups.update(callerOf(request), request.params.id, request.body),
    }),
  });

  app.route({
    ...routeOf(calls.remove),
    onRequest: guards.user,
    handler: async (request) => {
      await groups.remove(callerOf(request), request.params.id);
      return succeeded({ message: messages.removedSuccessfully });
    },
  });
}
