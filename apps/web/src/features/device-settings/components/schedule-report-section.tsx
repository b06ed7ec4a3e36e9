import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import {
  scheduleReportKinds,
  updateDeviceRequestSchema,
  type Device,
  type ScheduleReportKind,
} from '@lodestar/contract';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import type { MessageId } from '../../../lib/i18n/catalogue';
import { useT } from '../../../lib/i18n/use-t';
import { inReportOrder, switchReport } from '../../devices';
import { useSettingsForm } from '../hooks/use-settings-form';
import { SettingsFormSection } from './settings-form-section';

const scheduleSchema = z.object({ scheduleReport: updateDeviceRequestSchema.shape.scheduleReport.unwrap() });
const kindLabels: Record<ScheduleReportKind, MessageId> = {
  gps: 'deviceSettings.schedule.gps',
  cell: 'deviceSettings.schedule.cell',
  wifi: 'deviceSettings.schedule.wifi',
  temp: 'deviceSettings.schedule.temp',
};

function ReportKindsField() {
  const t = useT();
  const { field } = useController({ name: 'scheduleReport' });
  const kinds = field.value as ScheduleReportKind[];
  return (
    <FormGroup row role="group" aria-label={t('deviceSettings.schedule.reports')}>
      {scheduleReportKinds.map((kind) => (
        <FormControlLabel
          key={kind}
          label={t(kindLabels[kind])}
          control={
            <Checkbox
              checked={kinds.includes(kind)}
              onChange={(_event, on) => field.onChange(switchReport(kinds, kind, on))}
            />
          }
        />
      ))}
    </FormGroup>
  );
}

/** What the device reports at each interval, where cell needs gps. */
export function ScheduleReportSection({ device }: { device: Device }) {
  const t = useT();
  const section = useSettingsForm({
    deviceId: device._id,
    schema: scheduleSchema,
    values: { scheduleReport: inReportOrder(device.scheduleReport) },
    toUpdate: (changed) => changed,
  });
  return (
    <SettingsFormSection
      title={t('deviceSettings.schedule.title')}
      description={t('deviceSettings.schedule.description')}
      {...section}
    >
      <ReportKindsField />
    </SettingsFormSection>
  );
}
