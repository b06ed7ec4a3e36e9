import { area } from '@turf/area';
import { polygon } from '@turf/helpers';
import { kinks } from '@turf/kinks';
import { z } from 'zod';
import { deviceChange } from './devices.endpoints.js';
import { deviceParamsSchema, deviceRefSchema, deviceUuidParamsSchema } from './devices.js';
import { endpoint } from './endpoint.js';
import { geofenceCircleSchema } from './geofence-circle.js';
import type { LatLng } from './geo.js';
import { messages } from './messages.js';
import { liveTrackingDurations } from './history.js';

/** A boundary under 0.6 hectares is refused. */
export const GEOFENCE_MIN_AREA_HECTARES = 0.6;
/** Enough for any hand-drawn boundary; keeps the point-in-polygon test of every report cheap. */
export const GEOFENCE_MAX_POINTS = 200;

export const geofenceMessages = {
  drawTheCircle: 'Draw the Circle',
  tooSmall: messages.boundaryTooSmall,
  selfIntersecting: 'The boundary must not cross itself. Redraw it as one simple shape.',
  tooFewPoints: 'A boundary needs at least three points.',
  tooManyPoints: `A boundary may have at most ${GEOFENCE_MAX_POINTS} points.`,
  noBoundary: 'Draw a boundary before turning the geo-fence on.',
  oneShape: 'Send either a boundary (latLongs) or a circle, not both.',
  turnedOn: 'Geo-fence turned on',
  turnedOff: 'Geo-fence turned off',
  saved: 'Geo-fence saved',
  deleted: 'Geo-fence deleted',
} as const;

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
export const boundaryPointSchema = z.strictObject({ lat: latitude, lng: longitude });

/** A closed ring for turf: the points in order, the first repeated at the end, as [lng, lat]. */
function ringOf(points: readonly LatLng[]): [number, number][] {
  const open = points.length > 1 && samePoint(points[0]!, points[points.length - 1]!) ? points.slice(0, -1) : points;
  const ring = open.map((point): [number, number] => [point.lng, point.lat]);
  return [...ring, ring[0]!];
}

const samePoint = (a: LatLng, b: LatLng) => a.lat === b.lat && a.lng === b.lng;

/** The boundary's area in hectares (geodesic, as turf measures it). */
export function boundaryAreaHectares(points: readonly LatLng[]): number {
  return area(polygon([ringOf(points)])) / 10_000;
}

/**
 * Why a drawn boundary cannot be saved, or null when it can. The browser and the server both ask
 * this one function, so the two checks never disagree. A closing point equal to the first is accepted and dropped.
 */
export function boundaryProblem(points: readonly LatLng[]): string | null {
  const ring = ringOf(points);
  if (ring.length - 1 < 3) return geofenceMessages.tooFewPoints;
  if (ring.length - 1 > GEOFENCE_MAX_POINTS) return geofenceMessages.tooManyPoints;
  if (kinks(polygon([ring])).features.length > 0) return geofenceMessages.selfIntersecting;
  if (boundaryAreaHectares(points) < GEOFENCE_MIN_AREA_HECTARES) return geofenceMessages.tooSmall;
  return null;
}

/** The boundary as stored: without a repeated closing point. */
export function normalizedBoundary(points: readonly LatLng[]): LatLng[] {
  return ringOf(points)
    .slice(0, -1)
    .map(([lng, lat]) => ({ lat, lng }));
}

export const boundarySchema = z
  .array(boundaryPointSchema)
  .max(GEOFENCE_MAX_POINTS + 1, geofenceMessages.tooManyPoints)
  .superRefine((points, context) => {
    if (points.length === 0) return;
    const problem = boundaryProblem(points);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

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

/** Tracking after the device leaves the boundary: off (0) or one of the live-tracking durations. */
export const geoFenceTrackingTimes = [0, ...liveTrackingDurations] as const;
export const geoFenceRulesRequestSchema = z.strictObject({
  trackingTime: z
    .number()
    .int()
    .refine((value) => (geoFenceTrackingTimes as readonly number[]).includes(value), `trackingTime must be one of ${geoFenceTrackingTimes.join(', ')}.`),
  liveTrackingUnable: z.boolean(),
});
export type GeoFenceRulesRequest = z.infer<typeof geoFenceRulesRequestSchema>;

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
