import Box from '@mui/material/Box';
import { useParams } from 'react-router';
import { SectionLoader } from '../../../components/section-loader';
import { useT } from '../../../lib/i18n/use-t';
import { DeviceLoadError, DevicePageHeader, useDevice } from '../../devices';
import { HistoryCharts } from './history-charts';

/** A device's charts at /device/:deviceUUID/charts, for whoever may see its history. */
export function HistoryChartsPage() {
  const t = useT();
  const { deviceUUID = '' } = useParams();
  const device = useDevice(deviceUUID);
  if (device.isPending) return <SectionLoader label={t('historyCharts.loadingDevice')} />;
  if (!device.data) return <DeviceLoadError device={device} />;
  return (
    <Box sx={{ minWidth: 0 }}>
      <DevicePageHeader device={device.data} />
      <HistoryCharts key={device.data.deviceUUID} device={device.data} />
    </Box>
  );
}
