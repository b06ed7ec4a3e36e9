import Close from '@mui/icons-material/Close';
import History from '@mui/icons-material/History';
import OpenInFull from '@mui/icons-material/OpenInFull';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BREAKPOINTS, mapPerPageOptions, type Device } from '@lodestar/contract';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { DEFAULT_MAP_ZOOM } from '../../../components/map/base-map';
import type { TileStyle } from '../../../components/map/base-tile-layer';
import { FOCUS_ZOOM } from '../../../components/map/map-view';
import { useT } from '../../../lib/i18n/use-t';
import { useHistoryMap } from '../api/get-history-map';
import { geofenceOf } from '../../../components/map/geofence-shape';
import { GeofenceChip } from './geofence-chip';
import { HistoryMap } from './history-map';
import { HistoryMapDialog } from './history-map-dialog';
import { HistoryReplay } from './history-replay';
import { HistorySkeleton } from './history-load-states';
import { MapNotice } from './map-notice';
import { MapPerPageSelect } from './map-per-page-select';

const MAP_HEIGHT = { xs: 320, md: 400 };

/** The Map and Satellite views: the newest positions of the device, a per-page count and a full-screen map. */
export function HistoryMapView({ device, tiles }: { device: Device; tiles: TileStyle }) {
  const t = useT();
  const [perPage, setPerPage] = useState<number>(mapPerPageOptions[0]);
  const [expanded, setExpanded] = useState(false);
  const [replaying, setReplaying] = useState(false);
  const history = useHistoryMap(device.deviceUUID, perPage);
  // Below the drawer breakpoint the panel is the phone's whole width: one position shows as close as in the drawer.
  const mobile = !useMediaQuery(`(min-width:${BREAKPOINTS.mobileDrawer}px)`, { noSsr: true });
  const locations = history.data?.data;
  const mapProps = locations && {
    device,
    locations,
    perPage,
    tiles,
    // Fit again, and follow the device again, when another count has loaded or the first position arrives; a live
    // position only moves the view while the map follows the device.
    fitKey: history.isPlaceholderData ? null : `${perPage}:${locations.length > 0}`,
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <MapPerPageSelect value={perPage} onChange={setPerPage} />
        {geofenceOf(device) && <GeofenceChip device={device} />}
        <Button
          size="small"
          variant={replaying ? 'contained' : 'outlined'}
          startIcon={replaying ? <Close /> : <History />}
          disabled={!mapProps}
          onClick={() => setReplaying((on) => !on)}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t(replaying ? 'history.replay.close' : 'history.replay.label')}
        </Button>
        {/* At the row's end, which the RTL styles mirror with the rest of the row in a right-to-left language. */}
        <Tooltip title={t('history.map.fullScreen')}>
          <Box component="span" sx={{ ml: 'auto' }}>
            <IconButton
              aria-label={t('history.map.expand')}
              disabled={!mapProps || replaying}
              onClick={() => setExpanded(true)}
            >
              <OpenInFull />
            </IconButton>
          </Box>
        </Tooltip>
      </Stack>
      {mapProps && replaying ? (
        <HistoryReplay device={device} locations={mapProps.locations} tiles={tiles} height={MAP_HEIGHT} />
      ) : mapProps ? (
        <Box sx={{ position: 'relative' }} aria-busy={history.isPlaceholderData}>
          <HistoryMap
            {...mapProps}
            singlePointZoom={mobile ? FOCUS_ZOOM : DEFAULT_MAP_ZOOM}
            sx={{ height: MAP_HEIGHT }}
          />
          {mapProps.locations.length === 0 && <MapNotice text={t('historyEmptyMessages.noLocations')} />}
          <HistoryMapDialog {...mapProps} open={expanded} onClose={() => setExpanded(false)} />
        </Box>
      ) : history.isError ? (
        <ErrorState onRetry={() => void history.refetch()} />
      ) : (
        <HistorySkeleton height={MAP_HEIGHT.xs} />
      )}
    </Stack>
  );
}
