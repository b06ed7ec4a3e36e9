import { reAlertOptions, waterAlarmSettingsSchema, type Device } from '@lodestar/contract';
import { durationOptions } from '../../../components/form/durations';
import { useSettingsForm } from '../hooks/use-settings-form';
import { FormSelect } from './fields/form-select';
import { FormSwitch } from './fields/form-switch';
import { SettingsFormSection } from './settings-form-section';

const reAlertChoices = durationOptions(reAlertOptions);

export function WaterAlarmSection({ device }: { device: Device }) {
  const section = useSettingsForm({
    deviceId: device._id,
    schema: waterAlarmSettingsSchema,
    values: device.waterAlarm,
    toUpdate: (waterAlarm) => ({ waterAlarm }),
  });
  return (
    <SettingsFormSection title="Water alarm" description="Alerts when the device gets wet." {...section}>
      <FormSwitch name="enable" label="Enable alarm" />
      <FormSwitch name="sendLocation" label="Send location" />
      <FormSelect name="reAlertDuration" label="Re-alert after" options={reAlertChoices} />
    </SettingsFormSection>
  );
}
