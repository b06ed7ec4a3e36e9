import type { GeofenceCircle, LatLng } from '@lodestar/contract';
import L from 'leaflet';
import { GEOFENCE_COLOR } from '../../../components/map/geofence-shape';

export const fenceStyle: L.PathOptions = { color: GEOFENCE_COLOR, weight: 2, fillOpacity: 0.2 };

/** How the fence editor draws, shows and reads one kind of fence with leaflet-geoman. */
export interface FenceShapeKind<T> {
  drawShape: 'Polygon' | 'Circle';
  layerOf: (fence: T) => L.Polygon | L.Circle;
  fenceOf: (layer: L.Layer) => T;
}

export const boundaryKind: FenceShapeKind<LatLng[]> = {
  drawShape: 'Polygon',
  layerOf: (corners) => L.polygon([...corners], fenceStyle),
  fenceOf: (layer) => ((layer as L.Polygon).getLatLngs()[0] as L.LatLng[]).map(({ lat, lng }) => ({ lat, lng })),
};

export const circleKind: FenceShapeKind<GeofenceCircle> = {
  drawShape: 'Circle',
  layerOf: ({ center, radius }) => L.circle([center.lat, center.lng], { ...fenceStyle, radius }),
  fenceOf: (layer) => {
    const { lat, lng } = (layer as L.Circle).getLatLng();
    return { center: { lat, lng }, radius: Math.round((layer as L.Circle).getRadius()) };
  },
};
