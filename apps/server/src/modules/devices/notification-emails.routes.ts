import {
  deviceParamsSchema,
  notificationEmailParamsSchema,
  notificationEmailRequestSchema,
  notificationEmailsResponseSchema,
  successMessageSchema,
  tokenParamsSchema,
} from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { errorResponses } from '../../http/schemas.js';
import type { ApiApp } from '../../http/types.js';
import type { NotificationEmailsService } from './notification-emails.service.js';

const tags = ['Devices'];

export async function notificationEmailsRoutes(
  app: ApiApp,
  {
    guards,
    notificationEmails,
    confirmRateLimit,
  }: { guards: AuthGuards; notificationEmails: NotificationEmailsService; confirmRateLimit: { max: number; timeWindow: string } },
) {
  app.post('/api/devices/notification-emails/:id', {
    onRequest: guards.user,
    schema: {
      tags,
      summary: `Add an address the device's alerts are mailed to, at most 10 (Owner or SuperOwner)`,
      params: deviceParamsSchema,
      body: notificationEmailRequestSchema,
      response: { 200: notificationEmailsResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({
      success: true as const,
      ...(await notificationEmails.add(callerOf(request), request.params.id, request.body.email)),
    }),
  });

  app.post('/api/devices/notification-emails/confirm/:token', {
    config: { rateLimit: confirmRateLimit },
    schema: {
      tags,
      summary: 'Confirm a notification address from the link mailed to it: the device alerts reach it from now on',
      params: tokenParamsSchema,
      response: { 200: successMessageSchema, ...errorResponses(400, 429) },
    },
    handler: (request) => notificationEmails.confirm(request.params.token),
  });

  app.delete('/api/devices/notification-emails/:id/:email', {
    onRequest: guards.user,
    schema: {
      tags,
      summary: 'Remove a notification address (URL-encoded in the path; Owner or SuperOwner)',
      params: notificationEmailParamsSchema,
      response: { 200: notificationEmailsResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      ...(await notificationEmails.remove(callerOf(request), request.params.id, request.params.email)),
    }),
  });
}
