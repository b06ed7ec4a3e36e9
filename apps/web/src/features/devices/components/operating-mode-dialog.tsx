import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { operatingModes, type Device } from '@lodestar/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { setOperatingMode } from '../api/set-operating-mode';
import { useDeviceCommand } from '../hooks/use-device-command';
import { ActionDialog } from './action-dialog';

type OperatingMode = Device['operatingMode'];

const modeLabels: Record<OperatingMode, string> = { responsiveness: 'Responsiveness', batteryLife: 'Battery life' };

/** Operating mode: pick one, then confirm the change. */
export function OperatingModeDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const [mode, setMode] = useState<OperatingMode>(device.operatingMode);
  const [confirming, setConfirming] = useState(false);
  const { run, pending } = useDeviceCommand(onClose);

  return (
    <>
      <ActionDialog
        title="Operating mode"
        submitLabel="Save"
        pending={false}
        onSubmit={() => (mode === device.operatingMode ? onClose() : setConfirming(true))}
        onClose={onClose}
      >
        <RadioGroup
          aria-label="Operating mode"
          value={mode}
          onChange={(_event, value) => setMode(value as OperatingMode)}
        >
          {operatingModes.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={modeLabels[value]} />
          ))}
        </RadioGroup>
      </ActionDialog>
      <ConfirmDialog
        open={confirming}
        title="Change operating mode"
        message={`Are you sure you want to change the operating mode to ${modeLabels[mode]}?`}
        confirmLabel="Change"
        pending={pending}
        onConfirm={() => void run(() => setOperatingMode(device._id, mode))}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
