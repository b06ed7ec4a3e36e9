import {
  invitationParamsSchema,
  invitationsResponseSchema,
  shareServerMessages,
  successMessageSchema,
} from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { errorResponses } from '../../http/schemas.js';
import type { ApiApp } from '../../http/types.js';
import type { InvitationsService } from './invitations.service.js';

const tags = ['Invitations'];

export async function invitationsRoutes(
  app: ApiApp,
  { guards, invitations }: { guards: AuthGuards; invitations: InvitationsService },
) {
  app.get('/api/invitations', {
    onRequest: guards.user,
    schema: {
      tags,
      summary: "The caller's pending device and account share invitations, newest first",
      response: { 200: invitationsResponseSchema, ...errorResponses(401, 403) },
    },
    handler: async (request) => ({ success: true as const, data: await invitations.list(callerOf(request)) }),
  });

  app.post('/api/invitations/:kind/:id/accept', {
    onRequest: guards.user,
    schema: {
      tags,
      summary: 'Accept an invitation: the share starts giving access',
      params: invitationParamsSchema,
      response: { 200: successMessageSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      await invitations.accept(callerOf(request), request.params.kind, request.params.id);
      return { success: true as const, message: shareServerMessages.accepted };
    },
  });

  app.delete('/api/invitations/:kind/:id', {
    onRequest: guards.user,
    schema: {
      tags,
      summary: 'Decline an invitation: it is deleted',
      params: invitationParamsSchema,
      response: { 200: successMessageSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      await invitations.decline(callerOf(request), request.params.kind, request.params.id);
      return { success: true as const, message: shareServerMessages.declined };
    },
  });
}
