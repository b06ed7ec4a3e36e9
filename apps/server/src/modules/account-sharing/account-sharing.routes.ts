import {
  accountMembershipsResponseSchema,
  accountShareFindParamsSchema,
  accountShareInviteRequestSchema,
  accountShareMessages,
  accountShareRemoveParamsSchema,
  accountShareResponseSchema,
  accountSharesResponseSchema,
  messages,
  successMessageSchema,
} from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { errorResponses } from '../../http/schemas.js';
import type { ApiApp } from '../../http/types.js';
import type { AccountSharingService } from './account-sharing.service.js';

const tags = ['Account sharing'];

interface AccountSharingRoutesDeps {
  guards: AuthGuards;
  accountSharing: AccountSharingService;
  /** Inviting sends mail, so it is limited per address like sign-in. */
  mailRateLimit: { max: number; timeWindow: string };
}

export async function accountSharingRoutes(
  app: ApiApp,
  { guards, accountSharing, mailRateLimit }: AccountSharingRoutesDeps,
) {
  app.get('/api/share-account/find/:id', {
    onRequest: guards.user,
    schema: {
      tags,
      summary: 'The people an account is shared with (your own account; any for user administrators)',
      params: accountShareFindParamsSchema,
      response: { 200: accountSharesResponseSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await accountSharing.find(callerOf(request), request.params.id),
    }),
  });

  app.post('/api/share-account/invite', {
    onRequest: guards.user,
    config: { rateLimit: mailRateLimit },
    schema: {
      tags,
      summary: 'Invite a person by email to see every device of your account (Limited, view only)',
      body: accountShareInviteRequestSchema,
      response: { 201: accountShareResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
    },
    handler: async (request, reply) => {
      const share = await accountSharing.invite(callerOf(request), request.body);
      return reply.code(201).send({ success: true as const, message: accountShareMessages.invited, share });
    },
  });

  app.delete('/api/share-account/remove/:id', {
    onRequest: guards.user,
    schema: {
      tags,
      summary: 'End an account share: its owner stops sharing, or its member leaves',
      params: accountShareRemoveParamsSchema,
      response: { 200: successMessageSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      await accountSharing.remove(callerOf(request), request.params.id);
      return { success: true as const, message: messages.removedSuccessfully };
    },
  });

  app.get('/api/share-account/memberships', {
    onRequest: guards.user,
    schema: {
      tags,
      summary: 'The accounts shared with the caller (accepted)',
      response: { 200: accountMembershipsResponseSchema, ...errorResponses(401, 403) },
    },
    handler: async (request) => ({ success: true as const, data: await accountSharing.memberships(callerOf(request)) }),
  });
}
