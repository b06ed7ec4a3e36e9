import { silentAlertHourOptions, silentAlertSettingsSchema, type Device } from '@lodestar/contract';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
import { useSettingsForm } from '../hooks/use-settings-form';
import { FormSelect } from './fields/form-select';
import { FormSwitch } from './fields/form-switch';
import { SettingsFormSection } from './settings-form-section';

const hourLabel = (t: Translate, hours: number) =>
  hours % 24 === 0
    ? t('deviceSettings.silent.days', { count: hours / 24 })
    : t('deviceSettings.silent.hours', { count: hours });
const hourChoices = (t: Translate) =>
  silentAlertHourOptions.map((hours) => ({ value: hours, label: hourLabel(t, hours) }));

export function SilentAlertSection({ device }: { device: Device }) {
  const t = useT();
  const section = useSettingsForm({
    deviceId: device._id,
    schema: silentAlertSettingsSchema,
    values: device.silentAlert,
    toUpdate: (silentAlert) => ({ silentAlert }),
  });
  return (
    <SettingsFormSection
      title={t('deviceSettings.silent.title')}
      description={t('deviceSettings.silent.description')}
      {...section}
    >
      <FormSwitch name="enable" label={t('deviceSettings.enableAlert')} />
      <FormSelect name="hours" label={t('deviceSettings.silent.for')} options={hourChoices(t)} />
    </SettingsFormSection>
  );
}
