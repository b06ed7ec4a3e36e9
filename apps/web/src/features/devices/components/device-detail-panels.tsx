import Box from '@mui/material/Box';
import { BREAKPOINTS } from '@lodestar/contract';
import { useDeviceSlots } from '../device-slots';
import { DeviceInfoPanel } from './device-info-panel';

/** The selected device's info (one third of the width) beside its location history (two thirds), under its list. */
export function DeviceDetailPanels({ deviceUUID }: { deviceUUID: string | null }) {
  const { History } = useDeviceSlots();
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
      <History deviceUUID={deviceUUID} />
    </Box>
  );
}
