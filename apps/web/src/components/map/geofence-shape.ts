import type { Device } from '@lodestar/contract';
import { latLng, type LatLngTuple } from 'leaflet';

/** The geofence is a green polygon. */
export const GEOFENCE_COLOR = '#2e7d32';

/** The device's geofence as the map draws it: a boundary polygon or a circle (radius in metres). */
export type GeofenceShape =
  { kind: 'polygon'; corners: LatLngTuple[] } | { kind: 'circle'; center: LatLngTuple; radius: number };

/** The device's geofence, when it has a circle or a boundary (at least three points). */
export function geofenceOf({
  mapBoundaryPoints,
  geofenceCircle,
}: Pick<Device, 'mapBoundaryPoints' | 'geofenceCircle'>): GeofenceShape | null {
  if (geofenceCircle) {
    const { center, radius } = geofenceCircle;
    return { kind: 'circle', center: [center.lat, center.lng], radius };
  }
  const corners = mapBoundaryPoints.map(({ lat, lng }): LatLngTuple => [lat, lng]);
  return corners.length >= 3 ? { kind: 'polygon', corners } : null;
}

/** Points the map fits to show the whole geofence: a polygon's corners, or the corners of a circle's square. */
export function geofenceFrame(shape: GeofenceShape): LatLngTuple[] {
  if (shape.kind === 'polygon') return shape.corners;
  const bounds = latLng(shape.center).toBounds(shape.radius * 2);
  return [
    [bounds.getSouth(), bounds.getWest()],
    [bounds.getNorth(), bounds.getEast()],
  ];
}
