import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { HISTORY_TRACK_MAX_POINTS, type Device, type LocationRecord } from '@lodestar/contract';
import type { LatLngTuple, PolylineOptions } from 'leaflet';
import { useMemo, useState } from 'react';
import { BaseMap } from '../../../components/map/base-map';
import type { TileStyle } from '../../../components/map/base-tile-layer';
import { FitView } from '../../../components/map/fit-view';
import { FOCUS_ZOOM } from '../../../components/map/map-view';
import { PolylineLayer } from '../../../components/map/path-layers';
import { ReplayControls } from '../../../components/replay/replay-controls';
import { ReplayMarkersLayer } from '../../../components/replay/replay-markers-layer';
import { replayPointsOf, type ReplayTrack } from '../../../components/replay/replay-timeline';
import { useReplay } from '../../../components/replay/use-replay';
import type { TimeRange } from '../../../components/time-range-fields';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
import { useHistoryTrack } from '../api/get-history-track';
import { MapNotice } from './map-notice';
import { ReplayRangeFields } from './replay-range-fields';

type ReplaySource = 'page' | 'range';

interface HistoryReplayProps {
  device: Device;
  /** The positions on the map now, newest first: the page the replay starts with. */
  locations: readonly LocationRecord[];
  tiles: TileStyle;
  height: object;
  /** A range handed over (a trip's): replayed at once, without the choice of a page or a range. */
  fixedRange?: TimeRange;
}

/**
 * What a replay with nothing to play says: below the map while its range is to be chosen or loads, over the map once
 * the range or page has too few positions (nothing when the range failed to load: an alert says so).
 */
function replayStatus(
  t: Translate,
  source: ReplaySource,
  range: TimeRange | null,
  track: { isPending: boolean; isError: boolean; data?: { data: unknown[] } | undefined },
): { below: string | null; over: string | null } {
  if (source === 'page') return { below: null, over: t('historyEmptyMessages.notEnoughToReplay') };
  if (!range) return { below: t('history.replay.chooseRange'), over: null };
  if (track.isError) return { below: null, over: null };
  if (track.isPending) return { below: t('history.replay.loading'), over: null };
  const empty = track.data?.data.length === 0;
  return {
    below: null,
    over: t(empty ? 'historyEmptyMessages.noReportsInRange' : 'historyEmptyMessages.notEnoughToReplay'),
  };
}

/** Replays the device's route, the map's page, a chosen time range or one handed over, with the marker moving along it. */
export function HistoryReplay({ device, locations, tiles, height, fixedRange }: HistoryReplayProps) {
  const { palette } = useTheme();
  const t = useT();
  const [source, setSource] = useState<ReplaySource>(fixedRange ? 'range' : 'page');
  const [range, setRange] = useState<TimeRange | null>(fixedRange ?? null);
  const track = useHistoryTrack(device.deviceUUID, source === 'range' ? range : null);
  const points = useMemo(
    () =>
      source === 'page'
        ? replayPointsOf(locations, (record) => record.timeCreated)
        : replayPointsOf(track.data?.data ?? [], (point) => point.time),
    [source, locations, track.data],
  );
  const tracks = useMemo<ReplayTrack[]>(
    () => [{ id: device.deviceUUID, label: device.name, color: palette.secondary.main, points }],
    [device.deviceUUID, device.name, palette, points],
  );
  const route = useMemo(() => points.map(({ lat, lng }): LatLngTuple => [lat, lng]), [points]);
  const routeStyle = useMemo<PolylineOptions>(
    () => ({ color: palette.primary.main, weight: 3, opacity: 0.6 }),
    [palette],
  );
  const replayOf = `${device.deviceUUID} ${source} ${range?.from ?? ''} ${range?.to ?? ''}`;
  const { clock, replayable } = useReplay(tracks, replayOf);
  const status = replayStatus(t, source, range, track);
  return (
    <Stack spacing={1.5}>
      {!fixedRange && (
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label={t('history.replay.label')}
          value={source}
          onChange={(_event, next: ReplaySource | null) => next && setSource(next)}
          sx={{ alignSelf: 'flex-start' }}
        >
          <ToggleButton value="page">{t('history.replay.thisPage')}</ToggleButton>
          <ToggleButton value="range">{t('history.replay.timeRange')}</ToggleButton>
        </ToggleButtonGroup>
      )}
      {source === 'range' && !fixedRange && <ReplayRangeFields onLoad={setRange} loading={track.isFetching} />}
      {track.isError && source === 'range' && <Alert severity="error">{t('history.replay.loadFailed')}</Alert>}
      {track.data?.truncated && source === 'range' && (
        <Alert severity="info">{t('history.replay.truncated', { max: HISTORY_TRACK_MAX_POINTS })}</Alert>
      )}
      <Box sx={{ position: 'relative' }}>
        <BaseMap label={t('history.replay.map')} tiles={tiles} sx={{ height }}>
          {route.length > 1 && <PolylineLayer positions={route} pathOptions={routeStyle} />}
          <FitView points={route} singlePointZoom={FOCUS_ZOOM} fitKey={`${source}:${clock.start}:${clock.end}`} />
          <ReplayMarkersLayer tracks={tracks} clock={clock} />
        </BaseMap>
        {!replayable && status.over && <MapNotice text={status.over} />}
      </Box>
      {replayable ? (
        <ReplayControls clock={clock} />
      ) : (
        status.below && (
          <Typography variant="body2" color="text.secondary" role="status">
            {status.below}
          </Typography>
        )
      )}
    </Stack>
  );
}
