import Close from '@mui/icons-material/Close';
import History from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import type { TileStyle } from '../../../components/map/base-tile-layer';
import { useT } from '../../../lib/i18n/use-t';
import { useDeviceHistories } from '../api/get-device-histories';
import { deviceTracks, recordsByDevice, replayTrackOf } from '../device-tracks';
import { useActivitySelection } from '../hooks/use-activity-selection';
import { ActivityHint } from './activity-hint';
import { ActivityLegend } from './activity-legend';
import { ActivityMap } from './activity-map';
import { ChosenDeviceChips } from './chosen-device-chips';
import { DeviceSearchPicker } from './device-search-picker';
import { PointsPerDeviceSelect } from './points-per-device-select';
import { TileStyleToggle } from '../../../components/map/tile-style-toggle';
import { ReplayControls } from '../../../components/replay/replay-controls';
import { ReplayMarkersLayer } from '../../../components/replay/replay-markers-layer';
import { useReplay } from '../../../components/replay/use-replay';

/** Devices Activity (/devices/activity): pick devices and see their location history on one map. */
export function DeviceActivityPage() {
  const t = useT();
  const selection = useActivitySelection();
  const histories = useDeviceHistories(selection.deviceUUIDs, selection.perDevice);
  const [tiles, setTiles] = useState<TileStyle>('street');
  const nothingChosen = selection.deviceUUIDs.length === 0;
  // With nothing chosen the query is off, but would still hold its last answer.
  const shown = nothingChosen ? undefined : histories.data;
  const byDevice = useMemo(() => recordsByDevice(shown), [shown]);
  const tracks = useMemo(() => deviceTracks(selection.chosen, byDevice), [selection.chosen, byDevice]);
  const replayTracks = useMemo(() => tracks.map(replayTrackOf), [tracks]);
  const replay = useReplay(replayTracks, `${selection.deviceUUIDs.join(' ')} ${selection.perDevice}`);
  const [replaying, setReplaying] = useState(false);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <DeviceSearchPicker chosenUUIDs={selection.deviceUUIDs} full={selection.full} onPick={selection.add} />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <PointsPerDeviceSelect value={selection.perDevice} onChange={selection.setPerDevice} />
          <TileStyleToggle value={tiles} onChange={setTiles} />
          <Button
            variant={replaying ? 'contained' : 'outlined'}
            startIcon={replaying ? <Close /> : <History />}
            disabled={!replay.replayable}
            onClick={() => setReplaying((on) => !on)}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {t(replaying ? 'activity.replay.close' : 'activity.replay.open')}
          </Button>
        </Stack>
      </Stack>
      <ChosenDeviceChips chosen={selection.chosen} onRemove={selection.remove} />
      {histories.isError && <ErrorState onRetry={() => void histories.refetch()} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 280px' } }}>
        <Stack spacing={1.5} sx={{ minWidth: 0 }}>
          <ActivityMap tracks={tracks} histories={shown} loading={histories.isFetching} tiles={tiles}>
            {replaying && replay.replayable && <ReplayMarkersLayer tracks={replayTracks} clock={replay.clock} />}
          </ActivityMap>
          {replaying && replay.replayable && <ReplayControls clock={replay.clock} />}
        </Stack>
        {nothingChosen ? <ActivityHint /> : <ActivityLegend tracks={tracks} />}
      </Box>
    </Stack>
  );
}
