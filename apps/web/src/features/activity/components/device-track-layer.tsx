import type L from 'leaflet';
import { useMapLayer } from '../../../components/map/map-context';
import { trackLayer, type TrackLine } from './track-layer';

/** One device's track on the enclosing map. */
export function DeviceTrackLayer({ name, color, records, renderer }: TrackLine & { renderer: L.Canvas }) {
  useMapLayer(() => trackLayer({ name, color, records }, renderer), [name, color, records, renderer]);
  return null;
}
