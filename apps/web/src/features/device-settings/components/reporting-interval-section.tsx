import { reportingIntervals, type Device } from '@lodestar/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DurationSelect } from '../../../components/form/duration-select';
import { durationLabel, durationOptions } from '../../../components/form/durations';
import { useUpdateDevice } from '../hooks/use-update-device';
import { SettingsSection } from './settings-section';

const intervalOptions = durationOptions(reportingIntervals);

/** How often the device reports; a new interval is saved once confirmed. */
export function ReportingIntervalSection({ device }: { device: Device }) {
  const [proposed, setProposed] = useState<number | null>(null);
  const update = useUpdateDevice(device._id);

  const confirm = async (scheduleReportInterval: number) => {
    if (await update.save({ scheduleReportInterval })) setProposed(null);
  };

  return (
    <SettingsSection
      title="Reporting interval"
      description="How often the device reports. Shorter intervals use more battery."
    >
      <DurationSelect
        label="Reporting interval"
        options={intervalOptions}
        value={proposed ?? device.scheduleReportInterval}
        disabled={update.pending}
        onChange={(seconds) => setProposed(seconds === device.scheduleReportInterval ? null : seconds)}
      />
      {proposed !== null && (
        <ConfirmDialog
          open
          title="Change reporting interval"
          message={`Are you sure you want to change the reporting interval to ${durationLabel(proposed)}?`}
          confirmLabel="Change"
          pending={update.pending}
          onConfirm={() => void confirm(proposed)}
          onClose={() => setProposed(null)}
        />
      )}
    </SettingsSection>
  );
}
