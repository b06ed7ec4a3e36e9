import Box from '@mui/material/Box';
import {
  reAlertOptions,
  temperatureAlertSchema,
  temperatureLevelRange,
  temperatureUnitOf,
  type Device,
  type TemperatureSettings,
} from '@lodestar/contract';
import { useWatch } from 'react-hook-form';
import { durationOptions } from '../../../components/form/durations';
import type { MessageId } from '../../../lib/i18n/catalogue';
import { useT } from '../../../lib/i18n/use-t';
import { useSettingsForm } from '../hooks/use-settings-form';
import { unitSymbols } from '../temperature-level';
import { FormNumberField } from './fields/form-number-field';
import { FormSelect } from './fields/form-select';
import { FormSwitch } from './fields/form-switch';
import { SettingsFormSection } from './settings-form-section';
import { TemperatureUnitField } from './temperature-unit-field';

const conditions: { value: TemperatureSettings['condition']; label: MessageId }[] = [
  { value: 'lessOrEqual', label: 'deviceSettings.temperature.lessOrEqual' },
  { value: 'greaterOrEqual', label: 'deviceSettings.temperature.greaterOrEqual' },
];
function LevelField() {
  const t = useT();
  const unit = useWatch<TemperatureSettings, 'unit'>({ name: 'unit' });
  return (
    <FormNumberField
      name="level"
      label={t('deviceSettings.temperature.level')}
      {...temperatureLevelRange[unit]}
      step={0.1}
      unit={unitSymbols[unit]}
    />
  );
}

/** The temperature alert: when the reading crosses the level, in °C or °F (a unit other than c or f reads as c). */
export function TemperatureAlertSection({ device }: { device: Device }) {
  const t = useT();
  const section = useSettingsForm({
    deviceId: device._id,
    schema: temperatureAlertSchema,
    values: { ...device.temperature, unit: temperatureUnitOf(device.temperature.unit) },
    toUpdate: (temperature) => ({ temperature }),
  });
  return (
    <SettingsFormSection title={t('deviceSettings.temperature.title')} {...section}>
      <FormSwitch name="enable" label={t('deviceSettings.enableAlert')} />
      <FormSwitch name="sendLocation" label={t('deviceSettings.sendLocation')} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormSelect
          name="condition"
          label={t('deviceSettings.temperature.condition')}
          options={conditions.map(({ value, label }) => ({ value, label: t(label) }))}
        />
        <LevelField />
      </Box>
      <TemperatureUnitField />
      <FormSelect
        name="reAlertDuration"
        label={t('deviceSettings.reAlertAfter')}
        options={durationOptions(t, reAlertOptions)}
      />
    </SettingsFormSection>
  );
}
