import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import L from 'leaflet';
import { useMemo, type ReactNode } from 'react';
import { BaseMap } from '../../../components/map/base-map';
import type { TileStyle } from '../../../components/map/base-tile-layer';
import { FitView } from '../../../components/map/fit-view';
import { FOCUS_ZOOM } from '../../../components/map/map-view';
import { useT } from '../../../lib/i18n/use-t';
import { ACTIVITY_MAP_ZOOM } from '../activity-limits';
import type { DeviceHistories } from '../api/get-device-histories';
import type { DeviceTrack } from '../device-tracks';
import { DeviceTrackLayer } from './device-track-layer';

interface ActivityMapProps {
  tracks: readonly DeviceTrack[];
  /** The answer on screen; the map brings each new question's answer into view. */
  histories: DeviceHistories | undefined;
  loading: boolean;
  tiles: TileStyle;
  /** More layers over the tracks (the replay's markers). */
  children?: ReactNode;
}

/** The map of the chosen devices' tracks, with a progress bar over it while histories load. */
export function ActivityMap({ tracks, histories, loading, tiles, children }: ActivityMapProps) {
  const t = useT();
  const renderer = useMemo(() => L.canvas({ padding: 0.5 }), []);
  const points = useMemo(
    () => histories?.locations.map((record): L.LatLngTuple => [record.latitude, record.longitude]) ?? [],
    [histories],
  );
  // A new question (devices or points per device) brings its answer into view; a refetch leaves the view alone.
  const fitKey = points.length > 0 && histories ? `${histories.perDevice}:${histories.deviceUUIDs.join(',')}` : null;
  return (
    <Box sx={{ position: 'relative', minWidth: 0 }}>
      {loading && (
        <LinearProgress
          aria-label={t('activity.map.loading')}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1001 }}
        />
      )}
      <BaseMap
        label={t('activity.map.label')}
        tiles={tiles}
        zoom={ACTIVITY_MAP_ZOOM}
        sx={{
          height: { xs: 360, sm: 480, md: 'max(480px, calc(100vh - 280px))' },
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        {/* Before the tracks: fitted first, the canvas then draws them once, not once more for the new view. */}
        <FitView points={points} singlePointZoom={FOCUS_ZOOM} fitKey={fitKey} />
        {tracks.map(({ deviceUUID, name, color, records }) =>
          records?.length ? (
            <DeviceTrackLayer key={deviceUUID} name={name} color={color} records={records} renderer={renderer} />
          ) : null,
        )}
        {children}
      </BaseMap>
    </Box>
  );
}
