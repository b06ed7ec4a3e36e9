import DialogContentText from '@mui/material/DialogContentText';
import { AIRPLANE_HOURS, type Device } from '@lodestar/contract';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { setAirplaneMode } from '../api/set-airplane-mode';
import { airplaneOptions } from '../../../components/form/durations';
import { useDeviceCommand } from '../hooks/use-device-command';
import { ActionDialog } from './action-dialog';
import { DurationSelect } from '../../../components/form/duration-select';

/** Airplane Mode: the device turns its radio off for 1 to 24 hours (default 1 hour). */
export function AirplaneModeDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const t = useT();
  const [duration, setDuration] = useState<number>(AIRPLANE_HOURS.default * 3600);
  const { run, pending } = useDeviceCommand(onClose);

  return (
    <ActionDialog
      title={t('devices.airplane.title')}
      submitLabel={t('devices.airplane.turnOn')}
      pending={pending}
      onSubmit={() => void run(() => setAirplaneMode(device._id, duration))}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 1 }}>{t('devices.airplane.description')}</DialogContentText>
      <DurationSelect label={t('devices.duration')} options={airplaneOptions} value={duration} onChange={setDuration} />
    </ActionDialog>
  );
}
