import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { liveTrackingDurations, type Device } from '@lodestar/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useT } from '../../../lib/i18n/use-t';
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
  const t = useT();
  const [tracking, setTracking] = useState(device.geoFence.liveTrackingUnable);
  const [trackingTime, setTrackingTime] = useState(offeredTime(device.geoFence.trackingTime));
  const [confirming, setConfirming] = useState(false);
  const { run, pending } = useDeviceCommand(onClose);
  const rules = { liveTrackingUnable: tracking, trackingTime: tracking ? trackingTime : 0 };

  return (
    <>
      <ActionDialog
        title={t('devices.geofence.tracking')}
        submitLabel={t('devices.save')}
        pending={false}
        onSubmit={() => setConfirming(true)}
        onClose={onClose}
      >
        <FormControlLabel
          control={<Switch checked={tracking} onChange={(_event, checked) => setTracking(checked)} />}
          label={t('devices.geofence.trackContinuously')}
        />
        <DurationSelect
          label={t('devices.geofence.trackingTime')}
          options={liveTrackingOptions}
          value={trackingTime}
          onChange={setTrackingTime}
          disabled={!tracking}
        />
      </ActionDialog>
      <ConfirmDialog
        open={confirming}
        title={t('devices.geofence.saveTrackingTitle')}
        message={t('devices.geofence.saveTrackingMessage')}
        confirmLabel={t('devices.save')}
        pending={pending}
        onConfirm={() => void run(() => setGeofenceRules(device._id, rules))}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
