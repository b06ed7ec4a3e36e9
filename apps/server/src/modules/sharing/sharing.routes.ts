import {
  deviceUuidParamsSchema,
  findSharesResponseSchema,
  insertShareRequestSchema,
  messages,
  resendShareRequestSchema,
  shareIdParamsSchema,
  shareMessages,
  shareResponseSchema,
  successMessageSchema,
  updateShareRequestSchema,
} from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { errorResponses } from '../../http/schemas.js';
import type { ApiApp } from '../../http/types.js';
import type { SharingService } from './sharing.service.js';

const tags = ['Sharing'];

interface SharingRoutesDeps {
  guards: AuthGuards;
  sharing: SharingService;
  /** The calls that send mail are limited per address like sign-in, so they cannot be used to flood a mailbox. */
  mailRateLimit: { max: number; timeWindow: string };
}

export async function sharingRoutes(app: ApiApp, { guards, sharing, mailRateLimit }: SharingRoutesDeps) {
  app.get('/api/share-device/find/device/:uuid', {
    onRequest: guards.user,
    schema: {
      tags,
      summary: 'Every share of a device, oldest first (Owner and SuperOwner)',
      params: deviceUuidParamsSchema,
      response: { 200: findSharesResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => sharing.find(callerOf(request), request.params.uuid),
  });

  app.post('/api/share-device/insert', {
    onRequest: guards.user,
    config: { rateLimit: mailRateLimit },
    schema: {
      tags,
      summary: 'Share a device with a person by email; they are mailed an invitation to accept',
      body: insertShareRequestSchema,
      response: { 201: shareResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
    handler: async (request, reply) => {
      const share = await sharing.insert(callerOf(request), request.body);
      return reply.code(201).send({ success: true as const, message: shareMessages.sharedSuccessfully, share });
    },
  });

  app.post('/api/share-device/resendmessage', {
    onRequest: guards.user,
    config: { rateLimit: mailRateLimit },
    schema: {
      tags,
      summary: 'Mail a pending share invitation again (not once it has expired)',
      body: resendShareRequestSchema,
      response: { 200: successMessageSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
    handler: async (request) => {
      await sharing.resend(callerOf(request), request.body);
      return { success: true as const, message: shareMessages.sharedSuccessfully };
    },
  });

  app.put('/api/share-device/:id', {
    onRequest: guards.user,
    schema: {
      tags,
      summary: "Change another person's share of a device (privilege, expiry, security level, name, message)",
      params: shareIdParamsSchema,
      body: updateShareRequestSchema,
      response: { 200: shareResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const share = await sharing.update(callerOf(request), request.params.id, request.body);
      return { success: true as const, message: messages.updatedSuccessfully, share };
    },
  });

  app.delete('/api/share-device/:id', {
    onRequest: guards.user,
    schema: {
      tags,
      summary: 'End a share (those who manage the device’s sharing), or leave it (its invitee)',
      params: shareIdParamsSchema,
      response: { 200: successMessageSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      await sharing.remove(callerOf(request), request.params.id);
      return { success: true as const, message: messages.removedSuccessfully };
    },
  });

  app.delete('/api/share-device/all/:uuid', {
    onRequest: guards.user,
    schema: {
      tags,
      summary: 'Remove every share of a device (SuperOwner)',
      params: deviceUuidParamsSchema,
      response: { 200: successMessageSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      await sharing.removeAll(callerOf(request), request.params.uuid);
      return { success: true as const, message: messages.removedSuccessfully };
    },
  });
}
