import { reportingIntervals, type Device } from '@lodestar/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DurationSelect } from '../../../components/form/duration-select';
import { durationLabel } from '../../../components/form/durations';
import { useT } from '../../../lib/i18n/use-t';
import { useUpdateDevice } from '../hooks/use-update-device';
import { SettingsSection } from './settings-section';

/** How often the device reports; a new interval is saved once confirmed. */
export function ReportingIntervalSection({ device }: { device: Device }) {
  const t = useT();
  const [proposed, setProposed] = useState<number | null>(null);
  const update = useUpdateDevice(device._id);

  const confirm = async (scheduleReportInterval: number) => {
    if (await update.save({ scheduleReportInterval })) setProposed(null);
  };

  return (
    <SettingsSection title={t('deviceSettings.interval.title')} description={t('deviceSettings.interval.description')}>
      <DurationSelect
        label={t('deviceSettings.interval.title')}
        options={reportingIntervals}
        value={proposed ?? device.scheduleReportInterval}
        disabled={update.pending}
        onChange={(seconds) => setProposed(seconds === device.scheduleReportInterval ? null : seconds)}
      />
      {proposed !== null && (
        <ConfirmDialog
          open
          title={t('deviceSettings.interval.confirmTitle')}
          message={t('deviceSettings.interval.confirm', { interval: durationLabel(t, proposed) })}
          confirmLabel={t('deviceSettings.change')}
          pending={update.pending}
          onConfirm={() => void confirm(proposed)}
          onClose={() => setProposed(null)}
        />
      )}
    </SettingsSection>
  );
}
