import {
  deviceRefSchema,
  firmwareStatusResponseSchema,
  firmwareUpdateRequestSchema,
  serverMessages,
  successMessageSchema,
} from '@lodestar/contract';
import { z } from 'zod';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { errorResponses } from '../../http/schemas.js';
import type { ApiApp } from '../../http/types.js';
import type { FirmwareService } from './firmware.service.js';

const params = z.object({ deviceUUID: deviceRefSchema });

export async function firmwareRoutes(app: ApiApp, { guards, firmware }: { guards: AuthGuards; firmware: FirmwareService }) {
  app.get('/api/firmwares/update/:deviceUUID', {
    onRequest: guards.user,
    schema: {
      tags: ['Firmware'],
      summary: "The device's installed and latest firmware, and an update waiting for it",
      params,
      response: { 200: firmwareStatusResponseSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => ({ success: true as const, ...(await firmware.status(callerOf(request), request.params.deviceUUID)) }),
  });

  app.post('/api/firmwares/update/:deviceUUID', {
    onRequest: guards.user,
    schema: {
      tags: ['Firmware'],
      summary: 'Queue a firmware update for the device (Owner or SuperOwner)',
      params,
      body: firmwareUpdateRequestSchema,
      response: { 200: successMessageSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      await firmware.requestUpdate(callerOf(request), request.params.deviceUUID, request.body.firmware);
      return { success: true as const, message: serverMessages.firmwareUpdateRequested };
    },
  });
}
