import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import type { Device } from '@lodestar/contract';
import { useT } from '../../../lib/i18n/use-t';
import { DevicePicture } from '../../devices';

interface DeviceChecklistItemProps {
  device: Device;
  checked: boolean;
  onToggle: (device: Device) => void;
}

/** One device to put in a group or leave out: its picture, name, type and serial number; the whole row toggles it. */
export function DeviceChecklistItem({ device, checked, onToggle }: DeviceChecklistItemProps) {
  const t = useT();
  return (
    <Box
      component="label"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 1,
        py: 0.75,
        cursor: 'pointer',
        borderRadius: 1,
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <Checkbox
        checked={checked}
        onChange={() => onToggle(device)}
        size="small"
        sx={{ p: 0.5 }}
        slotProps={{ input: { 'aria-label': device.name } }}
      />
      <DevicePicture device={device} sx={{ width: 40, height: 40, flexShrink: 0, borderRadius: 1 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography noWrap sx={{ fontWeight: 600 }}>
          <bdi>{device.name}</bdi>
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {t('groups.checklist.device', {
            type: t(`deviceTypeLabels.${device.deviceType}`),
            serial: device.deviceUUID,
          })}
        </Typography>
      </Box>
    </Box>
  );
}
