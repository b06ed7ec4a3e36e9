import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { hasModem, mayOnDevice, type Device } from '@lodestar/contract';
import { useT } from '../../../lib/i18n/use-t';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { setAlertSettings } from '../api/set-alert-settings';
import { updateDevice } from '../api/update-device';
import { useOptimisticDeviceChange } from '../hooks/use-optimistic-device-change';
import { switchReport } from '../schedule-report';

interface Toggle {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}

/**
 * The overview's switches: push and email alerts for whoever may change alert settings (for a
 * sharee, their own share's alerts); GPS reports for superAdmin; WiFi reports for superAdmin on a WiFi device.
 */
export function DeviceToggles({ device }: { device: Device }) {
  const t = useT();
  const { roles } = useSignedInUser();
  const change = useOptimisticDeviceChange(device);
  // The switches change the reporting schedule, which needs the settings privilege on the device as well.
  const superAdmin = roles.includes('superAdmin') && mayOnDevice('settings', device.privilege, roles);
  const alerts = mayOnDevice('alertSettings', device.privilege, roles);

  const alertToggle = (label: string, field: 'pushNotification' | 'emailAlerts'): Toggle => ({
    label,
    checked: change.shown[field],
    onChange: (on) => change.apply({ [field]: on }, () => setAlertSettings(device._id, { [field]: on })),
  });
  const reportToggle = (label: string, kind: 'gps' | 'wifi'): Toggle => ({
    label,
    checked: change.shown.scheduleReport.includes(kind),
    onChange: (on) => {
      const scheduleReport = switchReport(change.shown.scheduleReport, kind, on);
      change.apply({ scheduleReport }, () => updateDevice(device._id, { scheduleReport }));
    },
  });

  const toggles: (Toggle | false)[] = [
    alerts && alertToggle(t('devices.toggles.pushAlerts'), 'pushNotification'),
    alerts && alertToggle(t('devices.toggles.emailAlerts'), 'emailAlerts'),
    superAdmin && hasModem(device.deviceType) && reportToggle(t('devices.toggles.gps'), 'gps'),
    superAdmin && device.is_wifi_device && reportToggle(t('devices.toggles.wifi'), 'wifi'),
  ];
  const shown = toggles.filter((toggle): toggle is Toggle => toggle !== false);
  if (shown.length === 0) return null;

  return (
    <FormGroup sx={{ mt: 2 }}>
      {shown.map(({ label, checked, onChange }) => (
        <FormControlLabel
          key={label}
          label={label}
          control={<Switch checked={checked} disabled={change.pending} onChange={(_event, on) => onChange(on)} />}
        />
      ))}
    </FormGroup>
  );
}
