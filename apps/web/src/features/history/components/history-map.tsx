import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import type { Device, LocationRecord } from '@lodestar/contract';
import type { PolylineOptions } from 'leaflet';
import { useMemo } from 'react';
import { BaseMap } from '../../../components/map/base-map';
import type { TileStyle } from '../../../components/map/base-tile-layer';
import { FitView } from '../../../components/map/fit-view';
import { FollowControl } from '../../../components/map/follow-control';
import { NumberedMarkersLayer } from '../../../components/map/numbered-markers-layer';
import { CircleLayer, PolygonLayer, PolylineLayer } from '../../../components/map/path-layers';
import { GEOFENCE_COLOR, geofenceFrame, geofenceOf } from '../../../components/map/geofence-shape';
import { useT } from '../../../lib/i18n/use-t';
import { historyMarkers, positionOf, shouldDrawRoute } from '../history-map-layers';

const geofenceOn: PolylineOptions = {
  className: 'lodestar-geofence',
  color: GEOFENCE_COLOR,
  weight: 2,
  fillOpacity: 0.15,
};
const geofenceOff: PolylineOptions = { ...geofenceOn, opacity: 0.6, dashArray: '6 6', fillOpacity: 0.04 };

interface HistoryMapProps {
  device: Device;
  /** Newest first. */
  locations: readonly LocationRecord[];
  perPage: number;
  tiles: TileStyle;
  singlePointZoom: number;
  /** The map fits its points, and follows the device again, whenever this changes (null: not for now). */
  fitKey: string | number | null;
  sx?: SxProps<Theme>;
}

/**
 * The device's positions as numbered markers (1 = latest), the route between them, and its geofence; the view
 * follows the latest position until the person moves the map.
 */
export function HistoryMap({ device, locations, perPage, tiles, singlePointZoom, fitKey, sx }: HistoryMapProps) {
  const { palette } = useTheme();
  const t = useT();
  const markers = useMemo(
    () => historyMarkers(t, locations, { marker: palette.primary.main, latest: palette.secondary.main }),
    [t, locations, palette],
  );
  const route = useMemo(() => locations.map(positionOf), [locations]);
  const routeStyle = useMemo<PolylineOptions>(
    () => ({ className: 'lodestar-route', color: palette.primary.main, weight: 3, opacity: 0.6 }),
    [palette],
  );
  const { mapBoundaryPoints, geofenceCircle } = device;
  const geofence = useMemo(
    () => geofenceOf({ mapBoundaryPoints, geofenceCircle }),
    [mapBoundaryPoints, geofenceCircle],
  );
  const fitPoints = useMemo(() => [...route, ...(geofence ? geofenceFrame(geofence) : [])], [route, geofence]);
  const fenceStyle = device.geoFence.enable ? geofenceOn : geofenceOff;

  return (
    <BaseMap label={t('history.map.label')} tiles={tiles} sx={sx}>
      {geofence?.kind === 'polygon' && <PolygonLayer positions={geofence.corners} pathOptions={fenceStyle} />}
      {geofence?.kind === 'circle' && (
        <CircleLayer center={geofence.center} radius={geofence.radius} pathOptions={fenceStyle} />
      )}
      {shouldDrawRoute(perPage) && route.length > 1 && <PolylineLayer positions={route} pathOptions={routeStyle} />}
      <NumberedMarkersLayer markers={markers} />
      <FitView points={fitPoints} singlePointZoom={singlePointZoom} fitKey={fitKey} />
      <FollowControl latest={route[0]} followKey={fitKey} />
    </BaseMap>
  );
}
