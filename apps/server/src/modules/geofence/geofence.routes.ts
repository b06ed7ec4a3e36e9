import {
  deviceParamsSchema,
  deviceResponseSchema,
  deviceUuidParamsSchema,
  geofenceMessages,
  geoFenceRecordRequestSchema,
  geoFenceRecordResponseSchema,
  geoFenceRulesRequestSchema,
  geoFenceToggleParamsSchema,
} from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { errorResponses } from '../../http/schemas.js';
import type { ApiApp } from '../../http/types.js';
import type { GeofenceService } from './geofence.service.js';

const tags = ['Geo-fence'];
const deviceChange = { 200: deviceResponseSchema, ...errorResponses(400, 401, 403, 404) };

export async function geofenceRoutes(
  app: ApiApp,
  { guards, geofence }: { guards: AuthGuards; geofence: GeofenceService },
) {
  app.get('/api/geo-fence/:uuid', {
    onRequest: guards.user,
    schema: {
      tags,
      summary:
        "The device's geo-fence: its boundary and whether it is on (anyone who sees the device; message is empty)",
      params: deviceUuidParamsSchema,
      response: { 200: geoFenceRecordResponseSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      message: '',
      geoFence: await geofence.record(callerOf(request), request.params.uuid),
    }),
  });

  app.post('/api/geo-fence/:uuid', {
    onRequest: guards.user,
    schema: {
      tags,
      summary:
        'Save the boundary: 3 to 200 points, not crossing itself, at least 0.6 ha; `active` switches the geo-fence too (Owner or SuperOwner)',
      params: deviceUuidParamsSchema,
      body: geoFenceRecordRequestSchema,
      response: { 200: geoFenceRecordResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      message: geofenceMessages.saved,
      geoFence: await geofence.saveRecord(callerOf(request), request.params.uuid, request.body),
    }),
  });

  app.put('/api/devices/geo-fence/:id/:value', {
    onRequest: guards.user,
    schema: {
      tags,
      summary: 'Turn the geo-fence on (needs a boundary) or off (Owner or SuperOwner)',
      params: geoFenceToggleParamsSchema,
      response: deviceChange,
    },
    handler: async (request) => ({
      success: true as const,
      ...(await geofence.toggle(callerOf(request), request.params.id, request.params.value === 'on')),
    }),
  });

  app.post('/api/devices/geo-fence/rules/:id', {
    onRequest: guards.user,
    schema: {
      tags,
      summary:
        'Live tracking after leaving the fence: trackingTime 0, 300, 600 or 900 s, zeroed unless liveTrackingUnable (Owner or SuperOwner)',
      params: deviceParamsSchema,
      body: geoFenceRulesRequestSchema,
      response: deviceChange,
    },
    handler: async (request) => ({
      success: true as const,
      ...(await geofence.setRules(callerOf(request), request.params.id, request.body)),
    }),
  });

  app.delete('/api/devices/geo-fence/:id', {
    onRequest: guards.user,
    schema: {
      tags,
      summary: 'Delete the geo-fence: off, tracking time 0, no boundary (Owner or SuperOwner)',
      params: deviceParamsSchema,
      response: deviceChange,
    },
    handler: async (request) => ({
      success: true as const,
      ...(await geofence.remove(callerOf(request), request.params.id)),
    }),
  });
}
