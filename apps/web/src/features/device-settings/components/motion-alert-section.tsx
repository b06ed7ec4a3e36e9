import { accelerometerSettingsSchema, motionReAlertOptions, type Device } from '@lodestar/contract';
import { durationOptions } from '../../../components/form/durations';
import { useSettingsForm } from '../hooks/use-settings-form';
import { rangeOf } from '../number-range';
import { FormNumberField } from './fields/form-number-field';
import { FormSelect } from './fields/form-select';
import { FormSwitch } from './fields/form-switch';
import { SensitivitySlider } from './sensitivity-slider';
import { SettingsFormSection } from './settings-form-section';

const reAlertChoices = durationOptions(motionReAlertOptions);
const durationRange = rangeOf(accelerometerSettingsSchema.shape.duration);

/** The accelerometer's motion alert. */
export function MotionAlertSection({ device }: { device: Device }) {
  const section = useSettingsForm({
    deviceId: device._id,
    schema: accelerometerSettingsSchema,
    values: device.accelerometer,
    toUpdate: (accelerometer) => ({ accelerometer }),
  });
  return (
    <SettingsFormSection title="Motion alert" description="Alerts when the device is moved." {...section}>
      <FormSwitch name="enable" label="Enable alert" />
      <FormSwitch name="ultraPowerMode" label="Ultra power mode" />
      <FormSwitch name="sendLocation" label="Send location" />
      <FormSelect name="reAlertDuration" label="Re-alert after" options={reAlertChoices} />
      <SensitivitySlider />
      <FormNumberField
        name="duration"
        label="Duration"
        {...durationRange}
        unit="seconds"
        helperText={`How long the device must move before it alerts (${durationRange.min} to ${durationRange.max} seconds).`}
      />
    </SettingsFormSection>
  );
}
