import { currentUserResponseSchema } from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { errorResponses } from '../../http/schemas.js';
import type { ApiApp } from '../../http/types.js';
import { toUser } from './user.mapper.js';
import type { UsersRepository } from './users.repository.js';

export async function usersRoutes(app: ApiApp, { guards, users }: { guards: AuthGuards; users: UsersRepository }) {
  app.get('/api/users/me', {
    onRequest: guards.session,
    schema: {
      tags: ['Users'],
      summary: 'The signed-in user',
      response: { 200: currentUserResponseSchema, ...errorResponses(401) },
    },
    handler: async (request) => {
      const caller = callerOf(request);
      return {
        success: true as const,
        userDetails: toUser({ ...caller, profilePicture: await users.pictureOf(caller.id) }),
      };
    },
  });
}
