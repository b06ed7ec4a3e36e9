import { accelerometerSettingsSchema, motionReAlertOptions, type Device } from '@lodestar/contract';
import { durationOptions } from '../../../components/form/durations';
import { useT } from '../../../lib/i18n/use-t';
import { useSettingsForm } from '../hooks/use-settings-form';
import { rangeOf } from '../number-range';
import { FormNumberField } from './fields/form-number-field';
import { FormSelect } from './fields/form-select';
import { FormSwitch } from './fields/form-switch';
import { SensitivitySlider } from './sensitivity-slider';
import { SettingsFormSection } from './settings-form-section';

const durationRange = rangeOf(accelerometerSettingsSchema.shape.duration);

/** The accelerometer's motion alert. */
export function MotionAlertSection({ device }: { device: Device }) {
  const t = useT();
  const section = useSettingsForm({
    deviceId: device._id,
    schema: accelerometerSettingsSchema,
    values: device.accelerometer,
    toUpdate: (accelerometer) => ({ accelerometer }),
  });
  return (
    <SettingsFormSection
      title={t('deviceSettings.motion.title')}
      description={t('deviceSettings.motion.description')}
      {...section}
    >
      <FormSwitch name="enable" label={t('deviceSettings.enableAlert')} />
      <FormSwitch name="ultraPowerMode" label={t('deviceSettings.motion.ultraPowerMode')} />
      <FormSwitch name="sendLocation" label={t('deviceSettings.sendLocation')} />
      <FormSelect
        name="reAlertDuration"
        label={t('deviceSettings.reAlertAfter')}
        options={durationOptions(t, motionReAlertOptions)}
      />
      <SensitivitySlider />
      <FormNumberField
        name="duration"
        label={t('deviceSettings.motion.duration')}
        {...durationRange}
        unit={t('deviceSettings.motion.seconds')}
        helperText={t('deviceSettings.motion.durationHelp', durationRange)}
      />
    </SettingsFormSection>
  );
}
