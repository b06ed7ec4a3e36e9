import AirplanemodeActive from '@mui/icons-material/AirplanemodeActive';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import LocationDisabled from '@mui/icons-material/LocationDisabled';
import MyLocation from '@mui/icons-material/MyLocation';
import PolylineOutlined from '@mui/icons-material/PolylineOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import ToggleOffOutlined from '@mui/icons-material/ToggleOffOutlined';
import ToggleOnOutlined from '@mui/icons-material/ToggleOnOutlined';
import { hasModem, mayOnDevice, type Device, type DeviceAction } from '@lodestar/contract';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { geofenceOf } from '../../../components/map/geofence-shape';
import { useExportHistoryCsv } from '../api/export-history-csv';
import { stopTracking } from '../api/stop-tracking';
import { toggleGeofence } from '../api/toggle-geofence';
import type { HistoryDialog } from '../components/history-action-dialog';
import { useDeviceCommand } from './use-device-command';

/** A menu entry: it opens a dialog, or runs at once (the menu shows it busy until it is done). */
export type HistoryAction = { label: string; icon: ReactNode } & (
  { dialog: HistoryDialog } | { run: () => Promise<void> }
);

/**
 * The actions of the history options menu the user may take on the device (`mayOnDevice`). A lock
 * has no modem: it cannot be located, tracked, put in airplane mode or given a geo-fence, but its lock events still
 * make a history to export, clear and be notified of.
 */
export function useHistoryActions(device: Device): HistoryAction[] {
  const t = useT();
  const { roles } = useSignedInUser();
  const command = useDeviceCommand();
  const exportCsv = useExportHistoryCsv(device.deviceUUID);
  const may = (action: DeviceAction) => mayOnDevice(action, device.privilege, roles);
  const modem = hasModem(device.deviceType);
  const hasBoundary = geofenceOf(device) !== null;
  const geofenceOn = device.geoFence.enable;

  const saveCsv = async () => {
    try {
      await exportCsv.mutateAsync();
      toast.success(t('devices.history.exported'));
    } catch (error) {
      toast.error(error, t('devices.history.exportFailed'));
    }
  };

  const actions: (HistoryAction | false)[] = [
    modem && may('locate') && { label: t('devices.history.locate'), icon: <MyLocation />, dialog: 'locate' },
    modem &&
      may('locate') &&
      device.locationReportMode === 'continuously' && {
        label: t('devices.history.stopTracking'),
        icon: <LocationDisabled />,
        run: () => command.run(() => stopTracking(device._id)),
      },
    modem &&
      may('airplaneMode') && {
        label: t('devices.history.airplaneMode'),
        icon: <AirplanemodeActive />,
        dialog: 'airplaneMode',
      },
    modem &&
      may('geofence') && { label: t('messages.drawTheBoundary'), icon: <PolylineOutlined />, dialog: 'drawBoundary' },
    modem &&
      may('geofence') &&
      hasBoundary && {
        label: t(geofenceOn ? 'devices.history.geofenceOff' : 'devices.history.geofenceOn'),
        icon: geofenceOn ? <ToggleOffOutlined /> : <ToggleOnOutlined />,
        run: () => command.run(() => toggleGeofence(device._id, !geofenceOn)),
      },
    modem &&
      may('geofence') &&
      hasBoundary && {
        label: t('devices.history.geofenceTracking'),
        icon: <TimerOutlined />,
        dialog: 'geofenceTracking',
      },
    modem &&
      may('geofence') &&
      hasBoundary && { label: t('devices.geofence.delete'), icon: <DeleteOutlined />, dialog: 'deleteGeofence' },
    may('settings') && {
      label: t('devices.history.notificationEmails'),
      icon: <EmailOutlined />,
      dialog: 'notificationEmails',
    },
    modem &&
      may('operatingMode') && {
        label: t('devices.history.operatingMode'),
        icon: <SpeedOutlined />,
        dialog: 'operatingMode',
      },
    may('exportHistory') && { label: t('devices.history.exportCsv'), icon: <FileDownloadOutlined />, run: saveCsv },
    may('clearHistory') && {
      label: t('devices.clearHistory.title'),
      icon: <DeleteSweepOutlined />,
      dialog: 'clearHistory',
    },
  ];
  return actions.filter((action): action is HistoryAction => action !== false);
}
