import { z } from 'zod';
import { deviceChange } from './devices.endpoints.js';
import { deviceParamsSchema, deviceRefSchema, deviceUuidParamsSchema } from './devices.js';
import { endpoint } from './endpoint.js';
import { geofenceCircleSchema } from './geofence-circle.js';
import { boundarySchema, geofenceMessages, geoFenceRulesRequestSchema } from './geofence-fields.js';

/**
 * POST /api/geo-fence/{uuid}: save the device's fence, a boundary polygon (`latLongs`) or a `circle`, which replaces
 * the other; `active` switches the geo-fence too when given.
 */
export const geoFenceRecordRequestSchema = z
  .strictObject({
    deviceUUID: deviceRefSchema.optional(),
    latLongs: boundarySchema.optional(),
    circle: geofenceCircleSchema.optional(),
    active: z.boolean().optional(),
  })
  .superRefine(({ latLongs, circle }, context) => {
    if (latLongs !== undefined && circle !== undefined) {
      context.addIssue({ code: 'custom', message: geofenceMessages.oneShape, path: ['circle'] });
    } else if (circle === undefined && (latLongs ?? []).length === 0) {
      context.addIssue({ code: 'custom', message: geofenceMessages.tooFewPoints, path: ['latLongs'] });
    }
  });
export type GeoFenceRecordRequest = z.input<typeof geoFenceRecordRequestSchema>;

export const geoFenceRecordSchema = z.object({
  deviceUUID: z.string(),
  /** The boundary polygon; empty when the fence is a circle or there is none. */
  latLongs: z.array(z.object({ lat: z.number(), lng: z.number() })),
  circle: geofenceCircleSchema.nullable(),
  active: z.boolean(),
});
export type GeoFenceRecord = z.infer<typeof geoFenceRecordSchema>;

export const geoFenceRecordResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  geoFence: geoFenceRecordSchema,
});
export type GeoFenceRecordResponse = z.infer<typeof geoFenceRecordResponseSchema>;

export const geoFenceToggleParamsSchema = z.object({ id: deviceRefSchema, value: z.enum(['on', 'off']) });

const geofenceTags = ['Geo-fence'];

/** A device's geo-fence: its boundary, on or off, and the live tracking after leaving it. */
export const geofenceEndpoints = {
  record: endpoint({
    method: 'GET',
    path: '/api/geo-fence/:uuid',
    tags: geofenceTags,
    summary: "The device's geo-fence: its boundary and whether it is on (anyone who sees the device; message is empty)",
    params: deviceUuidParamsSchema,
    success: { 200: geoFenceRecordResponseSchema },
    errors: [400, 401, 404],
  }),
  saveRecord: endpoint({
    method: 'POST',
    path: '/api/geo-fence/:uuid',
    tags: geofenceTags,
    summary:
      'Save the fence: a boundary of 3 to 200 points, not crossing itself, at least 0.6 ha, or a circle of 50 m to 50 km not crossing the 180th meridian; `active` switches the geo-fence too (Owner or SuperOwner)',
    params: deviceUuidParamsSchema,
    body: geoFenceRecordRequestSchema,
    success: { 200: geoFenceRecordResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  toggle: deviceChange({
    method: 'PUT',
    path: '/api/devices/geo-fence/:id/:value',
    tags: geofenceTags,
    summary: 'Turn the geo-fence on (needs a boundary or circle) or off (Owner or SuperOwner)',
    params: geoFenceToggleParamsSchema,
  }),
  rules: deviceChange({
    method: 'POST',
    path: '/api/devices/geo-fence/rules/:id',
    tags: geofenceTags,
    summary:
      'Live tracking after leaving the fence: trackingTime 0, 300, 600 or 900 s, zeroed unless liveTrackingUnable (Owner or SuperOwner)',
    params: deviceParamsSchema,
    body: geoFenceRulesRequestSchema,
  }),
  remove: deviceChange({
    method: 'DELETE',
    path: '/api/devices/geo-fence/:id',
    tags: geofenceTags,
    summary: 'Delete the geo-fence: off, tracking time 0, no boundary or circle (Owner or SuperOwner)',
    params: deviceParamsSchema,
  }),
};
