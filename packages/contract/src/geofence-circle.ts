import { z } from 'zod';
import { distanceMeters, type LatLng } from './geo.js';

/** A circle under 50 m is smaller than a tracker's usual error; over 50 km is no longer a place. */
export const GEOFENCE_CIRCLE_RADIUS = { min: 50, max: 50_000 } as const;

const METERS_PER_DEGREE = 111_320;

/** Whether a radius in metres is one a geofence circle may have. */
export const isGeofenceRadius = (radius: number): boolean =>
  radius >= GEOFENCE_CIRCLE_RADIUS.min && radius <= GEOFENCE_CIRCLE_RADIUS.max;

export const geofenceCircleMessages = {
  radius: `The radius must be between ${GEOFENCE_CIRCLE_RADIUS.min} m and ${GEOFENCE_CIRCLE_RADIUS.max / 1000} km.`,
  acrossAntimeridian: 'The circle must not cross the 180th meridian. Move its centre or make it smaller.',
  acrossPole: 'The circle must not reach a pole. Move its centre or make it smaller.',
} as const;

export interface GeofenceCircle {
  center: LatLng;
  /** Metres. */
  radius: number;
}

/**
 * Why a circle cannot be a geofence, or null when it can. A circle across the 180th meridian or over a pole has no
 * simple outline in latitude and longitude, so it is refused rather than checked wrongly.
 */
export function circleProblem({ center, radius }: GeofenceCircle): string | null {
  if (!isGeofenceRadius(radius)) return geofenceCircleMessages.radius;
  const latitudeSpan = radius / METERS_PER_DEGREE;
  if (Math.abs(center.lat) + latitudeSpan >= 90) return geofenceCircleMessages.acrossPole;
  const longitudeSpan = latitudeSpan / Math.cos((center.lat * Math.PI) / 180);
  if (Math.abs(center.lng) + longitudeSpan > 180) return geofenceCircleMessages.acrossAntimeridian;
  return null;
}

/** Whether the point lies inside the circle (great-circle distance to the centre at most the radius). */
export const pointInCircle = (point: LatLng, circle: GeofenceCircle): boolean =>
  distanceMeters(point, circle.center) <= circle.radius;

export const geofenceCircleSchema = z
  .strictObject({
    center: z.strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
    radius: z.number(),
  })
  .superRefine((circle, context) => {
    const problem = circleProblem(circle);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['radius'] });
  });
