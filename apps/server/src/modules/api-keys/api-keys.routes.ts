import { clientKeyCreatedSchema, clientKeyStateSchema, updateClientKeyRequestSchema } from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { errorResponses } from '../../http/schemas.js';
import type { ApiApp } from '../../http/types.js';
import type { ApiKeysService } from './api-keys.service.js';

const tags = ['API key'];
const who = '(enterprise; a signed-in session, not an API key)';

export async function apiKeysRoutes(app: ApiApp, { guards, apiKeys }: { guards: AuthGuards; apiKeys: ApiKeysService }) {
  const url = '/api/v2/account/clientKey';

  app.post(url, {
    onRequest: guards.interactive,
    schema: {
      tags,
      summary: `Make a new API key, replacing any earlier one; the answer is the only time the full key is shown ${who}`,
      response: { 201: clientKeyCreatedSchema, ...errorResponses(401, 403) },
    },
    handler: async (request, reply) => reply.code(201).send(await apiKeys.generate(callerOf(request))),
  });

  app.get(url, {
    onRequest: guards.interactive,
    schema: {
      tags,
      summary: `Whether an API key exists, its hint, whether it is active and when it was made ${who}`,
      response: { 200: clientKeyStateSchema, ...errorResponses(401, 403) },
    },
    handler: async (request) => apiKeys.state(callerOf(request)),
  });

  app.put(url, {
    onRequest: guards.interactive,
    schema: {
      tags,
      summary: `Switch the API key on or off ${who}`,
      body: updateClientKeyRequestSchema,
      response: { 200: clientKeyStateSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => apiKeys.setActive(callerOf(request), request.body.active),
  });

  app.delete(url, {
    onRequest: guards.interactive,
    schema: {
      tags,
      summary: `Remove the API key ${who}`,
      response: { 200: clientKeyStateSchema, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => apiKeys.remove(callerOf(request)),
  });
}
