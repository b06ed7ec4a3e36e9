import {
  createGroupRequestSchema,
  createGroupResponseSchema,
  groupMessages,
  groupParamsSchema,
  groupResponseSchema,
  groupsQuerySchema,
  groupsResponseSchema,
  messages,
  successMessageSchema,
  updateGroupRequestSchema,
  updateGroupResponseSchema,
} from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { errorResponses } from '../../http/schemas.js';
import type { ApiApp } from '../../http/types.js';
import type { GroupsService } from './groups.service.js';

const tags = ['Groups'];
const roles = '(enterprise, admin, superAdmin, enterpriseNoApi)';

export async function groupsRoutes(app: ApiApp, { guards, groups }: { guards: AuthGuards; groups: GroupsService }) {
  app.get('/api/device/groups', {
    onRequest: guards.user,
    schema: {
      tags,
      summary: `The caller's groups, oldest first, paged and filtered by name ${roles}`,
      querystring: groupsQuerySchema,
      response: { 200: groupsResponseSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ({ success: true as const, ...(await groups.list(callerOf(request), request.query)) }),
  });

  app.get('/api/device/groups/:id', {
    onRequest: guards.user,
    schema: {
      tags,
      summary: `One of the caller's groups with its devices, by name ${roles}`,
      params: groupParamsSchema,
      response: { 200: groupResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      group: await groups.get(callerOf(request), request.params.id),
    }),
  });

  app.post('/api/device/groups/create', {
    onRequest: guards.user,
    schema: {
      tags,
      summary: `Create a group of devices the caller can see ${roles}`,
      body: createGroupRequestSchema,
      response: { 201: createGroupResponseSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const groupId = await groups.create(callerOf(request), request.body);
      return reply.code(201).send({ success: true as const, message: groupMessages.created, groupId });
    },
  });

  app.patch('/api/device/groups/update/:id', {
    onRequest: guards.user,
    schema: {
      tags,
      summary: `Rename a group and/or replace its devices ${roles}`,
      params: groupParamsSchema,
      body: updateGroupRequestSchema,
      response: { 200: updateGroupResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      message: messages.updatedSuccessfully,
      group: await groups.update(callerOf(request), request.params.id, request.body),
    }),
  });

  app.delete('/api/device/groups/delete/:id', {
    onRequest: guards.user,
    schema: {
      tags,
      summary: `Delete a group; its devices stay as they are ${roles}`,
      params: groupParamsSchema,
      response: { 200: successMessageSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      await groups.remove(callerOf(request), request.params.id);
      return { success: true as const, message: messages.removedSuccessfully };
    },
  });
}
