import ShowChart from '@mui/icons-material/ShowChart';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';
import { useDevice } from '../api/get-device';
import { DeviceLoadError } from './device-load-error';
import { useDeviceSlots } from '../device-slots';
import { DeviceInfoList } from './device-info-list';

/** The info panel of the overview: the selected device's details, read fresh from the device call. */
export function DeviceInfoPanel({ deviceUUID }: { deviceUUID: string | null }) {
  const t = useT();
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {t('devices.info.title')}
          </Typography>
          {deviceUUID && (
            <Button
              component={Link}
              to={pathTo('device-charts', { deviceUUID })}
              size="small"
              startIcon={<ShowChart />}
            >
              {t('devices.info.charts')}
            </Button>
          )}
        </Stack>
        {deviceUUID ? (
          <SelectedDeviceInfo deviceUUID={deviceUUID} />
        ) : (
          <Typography color="text.secondary">{t('devices.info.select')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}

function SelectedDeviceInfo({ deviceUUID }: { deviceUUID: string }) {
  const t = useT();
  const device = useDevice(deviceUUID);
  const { SharedWith } = useDeviceSlots();
  if (device.isPending) {
    return (
      <Stack spacing={1.25} role="status" aria-label={t('devices.info.loading')}>
        {[0, 1, 2, 3, 4].map((key) => (
          <Skeleton key={key} variant="text" />
        ))}
      </Stack>
    );
  }
  if (!device.data) return <DeviceLoadError device={device} />;
  return (
    <>
      <DeviceInfoList device={device.data} />
      <SharedWith device={device.data} />
    </>
  );
}
