import L from 'leaflet';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM } from './base-map';

/** The closest zoom a map fits points at, and the zoom on one place in the drawer. */
export const FOCUS_ZOOM = 17;

/** Where a map looks: the bounds of several places, or a centre and zoom. */
export type MapView = { bounds: L.LatLngBounds } | { center: L.LatLngTuple; zoom: number };

/**
 * The view that shows every point: their bounds, or one place (all points at the same spot) at
 * `singlePointZoom`, or near Sydney at the default zoom when there is none.
 */
export function viewOf(points: readonly L.LatLngTuple[], singlePointZoom: number): MapView {
  if (points.length === 0) return { center: DEFAULT_MAP_CENTER, zoom: DEFAULT_MAP_ZOOM };
  const bounds = L.latLngBounds([...points]);
  if (bounds.getNorthEast().equals(bounds.getSouthWest())) return { center: points[0]!, zoom: singlePointZoom };
  return { bounds };
}
