import { deviceUuidParamsSchema, messages, successMessageSchema } from '@lodestar/contract';
import { principalOf, type AuthGuards } from '../../http/authenticate.js';
import { errorResponses } from '../../http/schemas.js';
import type { ApiApp } from '../../http/types.js';
import type { SharingService } from './sharing.service.js';

export async function sharingRoutes(app: ApiApp, { guards, sharing }: { guards: AuthGuards; sharing: SharingService }) {
  app.delete('/api/share-device/all/:uuid', {
    onRequest: guards.user,
    schema: {
      tags: ['Sharing'],
      summary: 'Remove every share of a device (SuperOwner)',
      params: deviceUuidParamsSchema,
      response: { 200: successMessageSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      await sharing.removeAll(principalOf(request).user, request.params.uuid);
      return { success: true as const, message: messages.removedSuccessfully };
    },
  });
}
