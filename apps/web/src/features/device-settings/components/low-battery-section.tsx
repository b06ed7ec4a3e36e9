import { LOW_BATTERY_LEVELS, lowBatterySettingsSchema, type Device } from '@lodestar/contract';
import { useSettingsForm } from '../hooks/use-settings-form';
import { FormSelect } from './fields/form-select';
import { FormSwitch } from './fields/form-switch';
import { SettingsFormSection } from './settings-form-section';

const everyFive = Array.from(
  { length: (LOW_BATTERY_LEVELS.max - LOW_BATTERY_LEVELS.min) / 5 + 1 },
  (_, index) => LOW_BATTERY_LEVELS.min + index * 5,
);

/** Levels in steps of 5, and the device's own when the API set it between two. */
const levelChoices = (current: number) =>
  [...new Set([...everyFive, current])].sort((a, b) => a - b).map((level) => ({ value: level, label: `${level} %` }));

export function LowBatterySection({ device }: { device: Device }) {
  const section = useSettingsForm({
    deviceId: device._id,
    schema: lowBatterySettingsSchema,
    values: device.lowBattery,
    toUpdate: (lowBattery) => ({ lowBattery }),
  });
  return (
    <SettingsFormSection
      title="Low battery"
      description="Tells you once when the battery falls to this level, and again only after it has been charged well above it."
      {...section}
    >
      <FormSwitch name="enable" label="Enable alert" />
      <FormSelect name="level" label="Battery at or below" options={levelChoices(device.lowBattery.level)} />
    </SettingsFormSection>
  );
}
