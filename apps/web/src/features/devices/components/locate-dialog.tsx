import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { liveTrackingDurations, type Device, type LocateRequest } from '@lodestar/contract';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { locateDevice } from '../api/locate-device';
import { liveTrackingOptions } from '../../../components/form/durations';
import { useDeviceCommand } from '../hooks/use-device-command';
import { ActionDialog } from './action-dialog';
import { DurationSelect } from '../../../components/form/duration-select';

type ReportMode = LocateRequest['locationReportMode'];

/** Locate device: one position now, or live tracking for 5, 10 or 15 minutes. */
export function LocateDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const t = useT();
  const [mode, setMode] = useState<ReportMode>('once');
  const [duration, setDuration] = useState<number>(liveTrackingDurations[0]);
  const { run, pending } = useDeviceCommand(onClose);
  const body: LocateRequest = mode === 'once' ? { locationReportMode: mode } : { locationReportMode: mode, duration };

  return (
    <ActionDialog
      title={t('devices.locate.title')}
      submitLabel={t('devices.locate.submit')}
      pending={pending}
      onSubmit={() => void run(() => locateDevice(device._id, body))}
      onClose={onClose}
    >
      <RadioGroup
        aria-label={t('devices.locate.mode')}
        value={mode}
        onChange={(_event, value) => setMode(value as ReportMode)}
      >
        <FormControlLabel value="once" control={<Radio />} label={t('devices.locate.once')} />
        <FormControlLabel value="continuously" control={<Radio />} label={t('devices.locate.continuously')} />
      </RadioGroup>
      {mode === 'continuously' && (
        <DurationSelect
          label={t('devices.duration')}
          options={liveTrackingOptions}
          value={duration}
          onChange={setDuration}
        />
      )}
    </ActionDialog>
  );
}
