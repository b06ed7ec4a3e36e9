import { area } from '@turf/area';
import { polygon } from '@turf/helpers';
import { kinks } from '@turf/kinks';
import { z } from 'zod';
import { liveTrackingDurations } from './device-settings.js';
import type { LatLng } from './geo.js';
import { messages } from './messages.js';

/*
 * The geo-fence as a device carries it: its boundary's rules and its tracking rule. Kept apart from the geo-fence
 * calls so that the device's own update (PUT /api/devices/{id}) can check the same fields by the same rules.
 */

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
  oneDeviceShape: 'Send either a boundary (mapBoundaryPoints) or a geofenceCircle, not both.',
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

/** Tracking after the device leaves the boundary: off (0) or one of the live-tracking durations. */
export const geoFenceTrackingTimes = [0, ...liveTrackingDurations] as const;
export const geoFenceRulesRequestSchema = z.strictObject({
  trackingTime: z
    .number()
    .int()
    .refine(
      (value) => (geoFenceTrackingTimes as readonly number[]).includes(value),
      `trackingTime must be one of ${geoFenceTrackingTimes.join(', ')}.`,
    ),
  liveTrackingUnable: z.boolean(),
});
export type GeoFenceRulesRequest = z.infer<typeof geoFenceRulesRequestSchema>;
