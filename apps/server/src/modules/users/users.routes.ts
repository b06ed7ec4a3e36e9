import { usersEndpoints } from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { succeeded } from '../../http/envelope.js';
import { routeOf } from '../../http/endpoint-route.js';
import type { ApiApp } from '../../http/types.js';
import type { UserViews } from './user-views.js';
import type { UsersRepository } from './users.repository.js';

export async function usersRoutes(app: ApiApp, { guards, users, viewOf }: { guards: AuthGuards; users: UsersRepository; viewOf: UserViews }) {
  app.route({
    ...routeOf(usersEndpoints.me),
    onRequest: guards.session,
    handler: async (request) => {
      const caller = callerOf(request);
      const view = await viewOf({ ...caller, profilePicture: await users.pictureOf(caller.id) });
      return succeeded({ ...view, userDetails: view });
    },
  });
}
