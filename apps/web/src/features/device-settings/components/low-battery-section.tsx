import { LOW_BATTERY_LEVELS, lowBatterySettingsSchema, type Device } from '@lodestar/contract';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
import { useSettingsForm } from '../hooks/use-settings-form';
import { FormSelect } from './fields/form-select';
import { FormSwitch } from './fields/form-switch';
import { SettingsFormSection } from './settings-form-section';

const everyFive = Array.from(
  { length: (LOW_BATTERY_LEVELS.max - LOW_BATTERY_LEVELS.min) / 5 + 1 },
  (_, index) => LOW_BATTERY_LEVELS.min + index * 5,
);

/** Levels in steps of 5, and the device's own when the API set it between two. */
const levelChoices = (t: Translate, current: number) =>
  [...new Set([...everyFive, current])]
    .sort((a, b) => a - b)
    .map((level) => ({ value: level, label: t('deviceSettings.lowBattery.percent', { level }) }));

export function LowBatterySection({ device }: { device: Device }) {
  const t = useT();
  const section = useSettingsForm({
    deviceId: device._id,
    schema: lowBatterySettingsSchema,
    values: device.lowBattery,
    toUpdate: (lowBattery) => ({ lowBattery }),
  });
  return (
    <SettingsFormSection
      title={t('deviceSettings.lowBattery.title')}
      description={t('deviceSettings.lowBattery.description')}
      {...section}
    >
      <FormSwitch name="enable" label={t('deviceSettings.enableAlert')} />
      <FormSelect
        name="level"
        label={t('deviceSettings.lowBattery.level')}
        options={levelChoices(t, device.lowBattery.level)}
      />
    </SettingsFormSection>
  );
}
