import type { Device, LocationRecord } from '@lodestar/contract';
import { latLng, type LatLngTuple } from 'leaflet';
import type { NumberedMarker } from '../../components/map/numbered-markers-layer';
import { createdOn, placeOf } from './location-text';

/** The route line is drawn only when fewer than this many positions are asked for. */
export const ROUTE_PER_PAGE_LIMIT = 50;

export function shouldDrawRoute(perPage: number): boolean {
  return perPage < ROUTE_PER_PAGE_LIMIT;
}

export const positionOf = ({ latitude, longitude }: LocationRecord): LatLngTuple => [latitude, longitude];

/**
 * The markers of newest-first locations: numbered from 1 in that order, so number 1 is the latest position,
 * highlighted in its own colour.
 */
export function historyMarkers(
  locations: readonly LocationRecord[],
  colors: { marker: string; latest: string },
): NumberedMarker[] {
  return locations.map((location, index) => {
    const number = index + 1;
    const latest = index === 0;
    const place = placeOf(location);
    const time = createdOn(location);
    return {
      position: positionOf(location),
      number,
      title: `Location ${number}: ${place}, ${time}`,
      color: latest ? colors.latest : colors.marker,
      highlighted: latest,
      popupLines: [latest ? `Location ${number} (latest)` : `Location ${number}`, place, time],
    };
  });
}

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
