import { useTheme } from '@mui/material/styles';
import { mapPerPageOptions, type Device } from '@lodestar/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FitView } from '../../../components/map/fit-view';
import { NumberedMarkersLayer, type NumberedMarker } from '../../../components/map/numbered-markers-layer';
import { geofenceFrame, geofenceOf } from '../../../components/map/geofence-shape';
import { useT } from '../../../lib/i18n/use-t';
import { historyMapMeta, historyMapQuery } from '../api/get-history-map';

const PLACE_ZOOM = 16;

/**
 * Where the device is, for drawing around it: its latest position as the highlighted marker 1 of the history map.
 * The map opens on the saved fence and that position together (a device outside its fence is in view too), else on
 * the position alone.
 */
export function DeviceWhereabouts({ device }: { device: Device }) {
  const { palette } = useTheme();
  const t = useT();
  // The history panel's default map page, so usually read from the cache.
  const { data: latest } = useQuery({
    ...historyMapQuery(device.deviceUUID, mapPerPageOptions[0]),
    meta: historyMapMeta(t),
    select: (response) => response.data[0] ?? null,
  });
  const markers = useMemo<NumberedMarker[]>(
    () =>
      latest
        ? [
            {
              position: [latest.latitude, latest.longitude],
              number: 1,
              title: t('history.marker.latestPosition'),
              color: palette.secondary.main,
              highlighted: true,
            },
          ]
        : [],
    [latest, palette, t],
  );
  const { mapBoundaryPoints, geofenceCircle } = device;
  const fence = useMemo(() => geofenceOf({ mapBoundaryPoints, geofenceCircle }), [mapBoundaryPoints, geofenceCircle]);
  const fitPoints = useMemo(
    () => [...(fence ? geofenceFrame(fence) : []), ...markers.map((marker) => marker.position)],
    [fence, markers],
  );
  const fitKey = fence || latest ? `${fence ? 'fence' : ''}:${latest?._id ?? ''}` : null;

  return (
    <>
      <NumberedMarkersLayer markers={markers} />
      <FitView points={fitPoints} singlePointZoom={PLACE_ZOOM} fitKey={fitKey} />
    </>
  );
}
