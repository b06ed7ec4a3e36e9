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
import { inReportOrder, switchReport } from '../../devices';
import { useSettingsForm } from '../hooks/use-settings-form';
import { SettingsFormSection } from './settings-form-section';

const scheduleSchema = z.object({ scheduleReport: updateDeviceRequestSchema.shape.scheduleReport.unwrap() });
const kindLabels: Record<ScheduleReportKind, string> = { gps: 'GPS', cell: 'Cell', wifi: 'WiFi', temp: 'Temperature' };

function ReportKindsField() {
  const { field } = useController({ name: 'scheduleReport' });
  const kinds = field.value as ScheduleReportKind[];
  return (
    <FormGroup row role="group" aria-label="Reports">
      {scheduleReportKinds.map((kind) => (
        <FormControlLabel
          key={kind}
          label={kindLabels[kind]}
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
  const section = useSettingsForm({
    deviceId: device._id,
    schema: scheduleSchema,
    values: { scheduleReport: inReportOrder(device.scheduleReport) },
    toUpdate: (changed) => changed,
  });
  return (
    <SettingsFormSection
      title="Schedule report"
      description="What the device sends at each reporting interval. Cell reports need GPS reports."
      {...section}
    >
      <ReportKindsField />
    </SettingsFormSection>
  );
}
