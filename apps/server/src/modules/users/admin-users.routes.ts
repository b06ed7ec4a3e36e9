import { accountMessages, usersEndpoints as calls } from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { succeeded } from '../../http/envelope.js';
import { routeOf } from '../../http/endpoint-route.js';
import type { ApiApp } from '../../http/types.js';
import type { AdminUsersService } from './admin-users.service.js';

export async function adminUsersRoutes(
  app: ApiApp,
  { guards, adminUsers }: { guards: AuthGuards; adminUsers: AdminUsersService },
) {
  app.route({
    ...routeOf(calls.search),
    onRequest: guards.user,
    handler: async (request) => succeeded(await adminUsers.search(callerOf(request), request.query)),
  });

  app.route({
    ...routeOf(calls.remove),
    onRequest: guards.user,
    handler: async (request) => {
      await adminUsers.remove(callerOf(request), request.params.id);
      return succeeded({ message: accountMessages.removedSuccessfully });
    },
  });
}
