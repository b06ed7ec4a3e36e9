import type { LatLng } from '@lodestar/contract';

const EARTH_RADIUS_M = 6_371_000;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** A course in [0, 360). */
export const normalizeDegrees = (degrees: number) => ((degrees % 360) + 360) % 360;

/** The point `meters` away from `from` in the direction `bearing` (degrees from north, clockwise). */
export function moveBy(from: LatLng, bearing: number, meters: number): LatLng {
  const angle = meters / EARTH_RADIUS_M;
  const direction = toRadians(bearing);
  const lat1 = toRadians(from.lat);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(direction));
  const lng2 =
    toRadians(from.lng) +
    Math.atan2(Math.sin(direction) * Math.sin(angle) * Math.cos(lat1), Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: toDegrees(lat2), lng: toDegrees(lng2) };
}

/** The initial course from `a` towards `b`, in degrees [0, 360). */
export function bearingDegrees(a: LatLng, b: LatLng): number {
  const lat1 = toRadians(a.lat);
  const lat2 = toRadians(b.lat);
  const dLng = toRadians(b.lng - a.lng);
  const y = Math.sin(dLng) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLng);
  return normalizeDegrees(toDegrees(Math.atan2(y, x)));
}
