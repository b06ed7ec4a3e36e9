import Box from '@mui/material/Box';
import { BREAKPOINTS } from '@lodestar/contract';
import type { ReactNode } from 'react';
import { useDeviceSlots } from '../device-slots';
import { DeviceInfoPanel } from './device-info-panel';

/** One third of the width for the device's info beside two thirds for its history; stacked on narrow screens. */
export function DetailPanelsGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: '1fr',
        [`@media (min-width:${BREAKPOINTS.smallScreen}px)`]: { gridTemplateColumns: '1fr 2fr' },
      }}
    >
      {children}
    </Box>
  );
}

/** The selected device's info beside its location history, under its list. */
export function DeviceDetailPanels({ deviceUUID }: { deviceUUID: string | null }) {
  const { History } = useDeviceSlots();
  return (
    <DetailPanelsGrid>
      <DeviceInfoPanel deviceUUID={deviceUUID} />
      <History deviceUUID={deviceUUID} />
    </DetailPanelsGrid>
  );
}
