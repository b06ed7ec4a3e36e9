import ArrowBack from '@mui/icons-material/ArrowBack';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Device } from '@lodestar/contract';
import { RouterLink } from '../../../components/router-link';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';
import { DevicePicture } from './device-picture';

/** Whose page this is (settings, charts): the device's picture, name and serial number, and the way back to its overview. */
export function DevicePageHeader({ device }: { device: Device }) {
  const t = useT();
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <RouterLink
        to={pathTo('device-overview-device', { deviceUUID: device.deviceUUID })}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
      >
        <ArrowBack
          fontSize="small"
          aria-hidden
          // Back points the way the page reads from: to the right in a right-to-left language.
          sx={(theme) => (theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : {})}
        />
        {t('devices.header.back')}
      </RouterLink>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
        <DevicePicture device={device} sx={{ width: 56, height: 56, flexShrink: 0, borderRadius: 2 }} />
        <div style={{ minWidth: 0 }}>
          <Typography variant="h5" component="h2" noWrap sx={{ fontWeight: 600 }}>
            <bdi>{device.name}</bdi>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('devices.header.serialNumber', { serialNumber: device.deviceUUID })}
          </Typography>
        </div>
      </Stack>
    </Stack>
  );
}
