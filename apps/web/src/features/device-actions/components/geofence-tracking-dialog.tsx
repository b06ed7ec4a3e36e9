import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { liveTrackingDurations, type Device } from '@lodestar/contract';
import { useState } from 'react';
import { deviceCommands } from '../api/device-commands';
import { liveTrackingOptions } from '../durations';
import { useDeviceCommand } from '../hooks/use-device-command';
import { ActionDialog } from './action-dialog';
import { DurationSelect } from './duration-select';

const offeredTime = (seconds: number) =>
  (liveTrackingDurations as readonly number[]).includes(seconds) ? seconds : liveTrackingDurations[0];

/** Geo-fence tracking: track continuously for a while once the device leaves the boundary; off sends time 0. */
export function GeofenceTrackingDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const [tracking, setTracking] = useState(device.geoFence.liveTrackingUnable);
  const [trackingTime, setTrackingTime] = useState(offeredTime(device.geoFence.trackingTime));
  const { run, pending } = useDeviceCommand(onClose);
  const rules = { liveTrackingUnable: tracking, trackingTime: tracking ? trackingTime : 0 };

  return (
    <ActionDialog
      title="Geo-fence tracking"
      submitLabel="Save"
      pending={pending}
      onSubmit={() => void run(() => deviceCommands.geofenceRules(device._id, rules))}
      onClose={onClose}
    >
      <FormControlLabel
        control={<Switch checked={tracking} onChange={(_event, checked) => setTracking(checked)} />}
        label="Track continuously after leaving the boundary"
      />
      <DurationSelect
        label="Tracking time"
        options={liveTrackingOptions}
        value={trackingTime}
        onChange={setTrackingTime}
        disabled={!tracking}
      />
    </ActionDialog>
  );
}
