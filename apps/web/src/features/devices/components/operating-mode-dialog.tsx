import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { operatingModes, type Device } from '@lodestar/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { MessageId } from '../../../lib/i18n/catalogue';
import { useT } from '../../../lib/i18n/use-t';
import { setOperatingMode } from '../api/set-operating-mode';
import { useDeviceCommand } from '../hooks/use-device-command';
import { ActionDialog } from './action-dialog';

type OperatingMode = Device['operatingMode'];

const modeLabels: Record<OperatingMode, MessageId> = {
  responsiveness: 'devices.operatingMode.responsiveness',
  batteryLife: 'devices.operatingMode.batteryLife',
};

/** Operating mode: pick one, then confirm the change. */
export function OperatingModeDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const t = useT();
  const [mode, setMode] = useState<OperatingMode>(device.operatingMode);
  const [confirming, setConfirming] = useState(false);
  const { run, pending } = useDeviceCommand(onClose);

  return (
    <>
      <ActionDialog
        title={t('devices.operatingMode.title')}
        submitLabel={t('devices.save')}
        pending={false}
        onSubmit={() => (mode === device.operatingMode ? onClose() : setConfirming(true))}
        onClose={onClose}
      >
        <RadioGroup
          aria-label={t('devices.operatingMode.title')}
          value={mode}
          onChange={(_event, value) => setMode(value as OperatingMode)}
        >
          {operatingModes.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={t(modeLabels[value])} />
          ))}
        </RadioGroup>
      </ActionDialog>
      <ConfirmDialog
        open={confirming}
        title={t('devices.operatingMode.confirmTitle')}
        message={t('devices.operatingMode.confirmMessage', { mode: t(modeLabels[mode]) })}
        confirmLabel={t('devices.operatingMode.change')}
        pending={pending}
        onConfirm={() => void run(() => setOperatingMode(device._id, mode))}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
