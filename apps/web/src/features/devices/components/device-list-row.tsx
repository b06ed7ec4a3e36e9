import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Device } from '@lodestar/contract';
import { Link as RouterLink } from 'react-router';
import { BatteryGauge } from '../../../components/battery-gauge';
import { RelativeTimeText } from '../../../components/relative-time-text';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';
import { batteryPercentOf } from '../battery-percent';
import { sharedWithMeText } from '../shared-with-me-text';
import { useBatteryGauge } from '../hooks/use-battery-gauge';
import { DeviceOptionsMenu } from './device-options-menu';
import { DevicePicture } from './device-picture';
import { PaymentIssueLink } from './payment-issue-link';
import { selectInsteadOfOpening, type DeviceViewProps } from './device-view-props';

/** The overview list refreshes its relative times every 600 ms. */
const LIST_REFRESH_MS = 600;

interface DeviceListRowProps {
  device: Device;
  selected: boolean;
  onSelect?: DeviceViewProps['onSelectDevice'];
}

/** A row of the list view; the device's name selects it, and its link covers the row but the options button. */
export function DeviceListRow({ device, selected, onSelect }: DeviceListRowProps) {
  const t = useT();
  const battery = useBatteryGauge();
  return (
    <TableRow selected={selected} hover sx={{ position: 'relative', cursor: 'pointer' }}>
      <TableCell sx={{ borderLeft: 4, borderLeftColor: device.color ?? 'grey.400' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <DevicePicture
            device={device}
            sx={{ display: { xs: 'none', sm: 'grid' }, width: 44, height: 44, flexShrink: 0, borderRadius: 1 }}
          />
          <div>
            <Link
              component={RouterLink}
              to={pathTo('device-overview-device', { deviceUUID: device.deviceUUID })}
              onClick={selectInsteadOfOpening(device, onSelect)}
              aria-current={selected ? 'true' : undefined}
              underline="hover"
              sx={{
                fontWeight: 600,
                color: 'text.primary',
                '&::after': { content: '""', position: 'absolute', inset: 0 },
              }}
            >
              <bdi>{device.name}</bdi>
            </Link>
            <Typography variant="body2" color="text.secondary">
              {t(`deviceTypeLabels.${device.deviceType}`)}
            </Typography>
            {device.sharedWithMe && (
              <Typography variant="caption" color="text.secondary" component="p">
                {sharedWithMeText(t, device.sharedWithMe)}
              </Typography>
            )}
            <PaymentIssueLink device={device} />
          </div>
        </Stack>
      </TableCell>
      <TableCell>
        <RelativeTimeText time={device.lastSeenTime} refreshMs={LIST_REFRESH_MS} />
      </TableCell>
      {battery.forRoles && (
        <TableCell>
          {battery.shows(device) ? (
            <BatteryGauge percent={batteryPercentOf(device)} lowBatteryLevel={device.lowBattery.level} />
          ) : (
            t('devices.list.noBattery')
          )}
        </TableCell>
      )}
      <TableCell align="right" sx={{ width: 48, position: 'relative', zIndex: 1 }}>
        <DeviceOptionsMenu device={device} />
      </TableCell>
    </TableRow>
  );
}
