import { silentAlertHourOptions, silentAlertSettingsSchema, type Device } from '@lodestar/contract';
import { useSettingsForm } from '../hooks/use-settings-form';
import { FormSelect } from './fields/form-select';
import { FormSwitch } from './fields/form-switch';
import { SettingsFormSection } from './settings-form-section';

const hourLabel = (hours: number) =>
  hours % 24 === 0 ? `${hours / 24} day${hours === 24 ? '' : 's'}` : `${hours} hour${hours === 1 ? '' : 's'}`;
const hourChoices = silentAlertHourOptions.map((hours) => ({ value: hours, label: hourLabel(hours) }));

export function SilentAlertSection({ device }: { device: Device }) {
  const section = useSettingsForm({
    deviceId: device._id,
    schema: silentAlertSettingsSchema,
    values: device.silentAlert,
    toUpdate: (silentAlert) => ({ silentAlert }),
  });
  return (
    <SettingsFormSection
      title="No reports"
      description="Tells you once when the device has sent nothing for this long; its next report clears it."
      {...section}
    >
      <FormSwitch name="enable" label="Enable alert" />
      <FormSelect name="hours" label="Silent for" options={hourChoices} />
    </SettingsFormSection>
  );
}
