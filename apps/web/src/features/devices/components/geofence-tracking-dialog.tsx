import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { liveTrackingDurations, type Device } from '@lodestar/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { setGeofenceRules } from '../api/set-geofence-rules';
import { liveTrackingOptions } from '../../../components/form/durations';
import { useDeviceCommand } from '../hooks/use-device-command';
import { ActionDialog } from './action-dialog';
import { DurationSelect } from '../../../components/form/duration-select';

const offeredTime = (seconds: number) =>
  (liveTrackingDurations as readonly number[]).includes(seconds) ? seconds : liveTrackingDurations[0];

/**
 * Geo-fence tracking: track continuously for a while once the device leaves the boundary; off sends time 0. Saving
 * the tracking settings asks first.
 */
export function GeofenceTrackingDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const [tracking, setTracking] = useState(device.geoFence.liveTrackingUnable);
  const [trackingTime, setTrackingTime] = useState(offeredTime(device.geoFence.trackingTime));
  const [confirming, setConfirming] = useState(false);
  const { run, pending } = useDeviceCommand(onClose);
  const rules = { liveTrackingUnable: tracking, trackingTime: tracking ? trackingTime : 0 };

  return (
    <>
      <ActionDialog title="Geo-fence tracking" submitLabel="Save" pending={false} onSubmit={() => setConfirming(true)} onClose={onClose}>
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
      <ConfirmDialog
        open={confirming}
        title="Save tracking settings"
        message="Are you sure you want to save the tracking settings? The device follows them from its next report."
        confirmLabel="Save"
        pending={pending}
        onConfirm={() => void run(() => setGeofenceRules(device._id, rules))}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
