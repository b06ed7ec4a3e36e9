import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Device } from '@lodestar/contract';
import { Link } from 'react-router';
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

/** The card's last-seen text refreshes every 60 s. */
const CARD_REFRESH_MS = 60_000;

interface DeviceCardProps {
  device: Device;
  selected: boolean;
  onSelect?: DeviceViewProps['onSelectDevice'];
}

/** A device card; choosing it selects the device, marked with a ring and aria-current. */
export function DeviceCard({ device, selected, onSelect }: DeviceCardProps) {
  const t = useT();
  const battery = useBatteryGauge();
  return (
    <Card
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderTop: 4,
        borderTopColor: device.color ?? 'grey.400',
        outline: selected ? 2 : 0,
        outlineColor: 'primary.main',
        outlineOffset: -1,
      }}
    >
      <CardActionArea
        component={Link}
        to={pathTo('device-overview-device', { deviceUUID: device.deviceUUID })}
        onClick={selectInsteadOfOpening(device, onSelect)}
        aria-current={selected ? 'true' : undefined}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <DevicePicture device={device} sx={{ height: 112 }} />
        <CardContent sx={{ pb: 2 }}>
          <Typography variant="subtitle1" component="h3" noWrap sx={{ fontWeight: 600 }}>
            <bdi>{device.name}</bdi>
          </Typography>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 0.5 }}>
            <Typography variant="body2" color="text.secondary" noWrap>
              {t(`deviceTypeLabels.${device.deviceType}`)}
            </Typography>
            {battery.shows(device) && (
              <BatteryGauge percent={batteryPercentOf(device)} lowBatteryLevel={device.lowBattery.level} />
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('devices.lastSeen')} <RelativeTimeText time={device.lastSeenTime} refreshMs={CARD_REFRESH_MS} />
          </Typography>
          {device.sharedWithMe && (
            <Typography
              variant="caption"
              color="text.secondary"
              noWrap
              component="p"
              title={sharedWithMeText(t, device.sharedWithMe)}
            >
              {sharedWithMeText(t, device.sharedWithMe)}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
      {device.subscription.paymentIssue && (
        <Box sx={{ px: 2, pb: 1.5, mt: -1 }}>
          <PaymentIssueLink device={device} />
        </Box>
      )}
      <Box sx={{ position: 'absolute', top: 6, right: 6, bgcolor: 'background.paper', borderRadius: '50%' }}>
        <DeviceOptionsMenu device={device} />
      </Box>
    </Card>
  );
}
