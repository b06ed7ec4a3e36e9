import L from 'leaflet';
import { useMapLayer } from './map-context';

interface PathLayerProps {
  positions: readonly L.LatLngTuple[];
  /** Keep it stable (a module constant or memoised): a new object draws the path again. */
  pathOptions?: L.PolylineOptions;
}

type PathFactory = (positions: L.LatLngTuple[], options: L.PolylineOptions) => L.Path;

function usePathLayer(create: PathFactory, { positions, pathOptions }: PathLayerProps) {
  useMapLayer(() => create([...positions], { interactive: false, ...pathOptions }), [positions, pathOptions]);
}

/** A line through the positions, in order. */
export function PolylineLayer(props: PathLayerProps) {
  usePathLayer(L.polyline, props);
  return null;
}

/** A closed area through the positions. */
export function PolygonLayer(props: PathLayerProps) {
  usePathLayer(L.polygon, props);
  return null;
}

/** A circle of `radius` metres around `center`. */
export function CircleLayer({
  center,
  radius,
  pathOptions,
}: {
  center: L.LatLngTuple;
  radius: number;
  /** Keep it stable, as for the other paths. */
  pathOptions?: L.PathOptions;
}) {
  useMapLayer(() => L.circle(center, { interactive: false, ...pathOptions, radius }), [center, radius, pathOptions]);
  return null;
}
