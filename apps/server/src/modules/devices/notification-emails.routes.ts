import {
  deviceParamsSchema,
  notificationEmailParamsSchema,
  notificationEmailRequestSchema,
  notificationEmailsResponseSchema,
} from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { errorResponses } from '../../http/schemas.js';
import type { ApiApp } from '../../http/types.js';
import type { NotificationEmailsService } from './notification-emails.service.js';

const tags = ['Devices'];

export async function notificationEmailsRoutes(
  app: ApiApp,
  { guards, notificationEmails }: { guards: AuthGuards; notificationEmails: NotificationEmailsService },
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
