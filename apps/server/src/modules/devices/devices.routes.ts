import { findDevicesQuerySchema, findDevicesResponseSchema } from '@lodestar/contract';
import { z } from 'zod';
import { principalOf, type AuthGuards } from '../../http/authenticate.js';
import { errorResponses } from '../../http/schemas.js';
import type { ApiApp } from '../../http/types.js';
import type { DevicesService } from './devices.service.js';

export async function devicesRoutes(app: ApiApp, { guards, devices }: { guards: AuthGuards; devices: DevicesService }) {
  app.get('/api/devices/find/:userId', {
    onRequest: guards.user,
    schema: {
      tags: ['Devices'],
      summary: "A user's devices, paged; the total is in the X-Total-Count header",
      params: z.object({ userId: z.uuid('Unknown user') }),
      querystring: findDevicesQuerySchema,
      response: { 200: findDevicesResponseSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const { devices: list, total } = await devices.find(principalOf(request).user, { ...request.params, ...request.query });
      return reply.header('x-total-count', String(total)).send(list);
    },
  });
}
