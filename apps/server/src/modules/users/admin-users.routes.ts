import {
  accountMessages,
  successMessageSchema,
  userIdParamsSchema,
  usersQuerySchema,
  usersResponseSchema,
} from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { errorResponses } from '../../http/schemas.js';
import type { ApiApp } from '../../http/types.js';
import type { AdminUsersService } from './admin-users.service.js';

const tags = ['Users'];

export async function adminUsersRoutes(
  app: ApiApp,
  { guards, adminUsers }: { guards: AuthGuards; adminUsers: AdminUsersService },
) {
  app.get('/api/v2/users', {
    onRequest: guards.user,
    schema: {
      tags,
      summary: 'Search the users by email or name, by email, paged; page 0 and 1 are the first (admin, superAdmin)',
      querystring: usersQuerySchema,
      response: { 200: usersResponseSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => adminUsers.search(callerOf(request), request.query),
  });

  app.delete('/api/users/:id', {
    onRequest: guards.user,
    schema: {
      tags,
      summary: "Delete another user's account: their sessions end and their devices become unclaimed (superAdmin)",
      params: userIdParamsSchema,
      response: { 200: successMessageSchema, ...errorResponses(401, 403, 404, 409) },
    },
    handler: async (request) => {
      await adminUsers.remove(callerOf(request), request.params.id);
      return { success: true as const, message: accountMessages.removedSuccessfully };
    },
  });
}
