import { usersEndpoints } from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { succeeded } from '../../http/envelope.js';
import { routeOf } from '../../http/endpoint-route.js';
import type { ApiApp } from '../../http/types.js';
import { toUser } from './user.mapper.js';
import type { UsersRepository } from './users.repository.js';

export async function usersRoutes(app: ApiApp, { guards, users }: { guards: AuthGuards; users: UsersRepository }) {
  app.route({
    ...routeOf(usersEndpoints.me),
    onRequest: guards.session,
    handler: async (request) => {
      const caller = callerOf(request);
      return succeeded({
        userDetails: toUser({ ...caller, profilePicture: await users.pictureOf(caller.id) }),
      });
    },
  });
}
