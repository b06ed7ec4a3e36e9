import Box from '@mui/material/Box';
import { useT } from '../../../lib/i18n/use-t';
import { DeviceCard } from './device-card';
import type { DeviceViewProps } from './device-view-props';

/** Grid view: the page's cards, as many per row as fit. */
export function DeviceGrid({ devices, selectedUUID, onSelectDevice }: DeviceViewProps) {
  const t = useT();
  return (
    <Box
      component="ul"
      aria-label={t('devices.devices')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
      }}
    >
      {devices.map((device) => (
        <li key={device._id}>
          <DeviceCard device={device} selected={device.deviceUUID === selectedUUID} onSelect={onSelectDevice} />
        </li>
      ))}
    </Box>
  );
}
