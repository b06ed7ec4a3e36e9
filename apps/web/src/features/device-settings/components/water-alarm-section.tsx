import { reAlertOptions, waterAlarmSettingsSchema, type Device } from '@lodestar/contract';
import { durationOptions } from '../../../components/form/durations';
import { useT } from '../../../lib/i18n/use-t';
import { useSettingsForm } from '../hooks/use-settings-form';
import { FormSelect } from './fields/form-select';
import { FormSwitch } from './fields/form-switch';
import { SettingsFormSection } from './settings-form-section';

export function WaterAlarmSection({ device }: { device: Device }) {
  const t = useT();
  const section = useSettingsForm({
    deviceId: device._id,
    schema: waterAlarmSettingsSchema,
    values: device.waterAlarm,
    toUpdate: (waterAlarm) => ({ waterAlarm }),
  });
  return (
    <SettingsFormSection
      title={t('deviceSettings.water.title')}
      description={t('deviceSettings.water.description')}
      {...section}
    >
      <FormSwitch name="enable" label={t('deviceSettings.water.enable')} />
      <FormSwitch name="sendLocation" label={t('deviceSettings.sendLocation')} />
      <FormSelect
        name="reAlertDuration"
        label={t('deviceSettings.reAlertAfter')}
        options={durationOptions(t, reAlertOptions)}
      />
    </SettingsFormSection>
  );
}
