import Box from '@mui/material/Box';
import { BREAKPOINTS } from '@lodestar/contract';
import { HistoryPanel } from '../../history/components/history-panel';
import { DeviceInfoPanel } from './device-info-panel';

/** The selected device's info (one third of the width) beside its location history (two thirds), under its list. */
export function DeviceDetailPanels({ deviceUUID }: { deviceUUID: string | null }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: '1fr',
        [`@media (min-width:${BREAKPOINTS.smallScreen}px)`]: { gridTemplateColumns: '1fr 2fr' },
      }}
    >
      <DeviceInfoPanel deviceUUID={deviceUUID} />
      <HistoryPanel deviceUUID={deviceUUID} />
    </Box>
  );
}
