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
import { useSettingsForm } from '../hooks/use-settings-form';
import { unitSymbols } from '../temperature-level';
import { FormNumberField } from './fields/form-number-field';
import { FormSelect } from './fields/form-select';
import { FormSwitch } from './fields/form-switch';
import { SettingsFormSection } from './settings-form-section';
import { TemperatureUnitField } from './temperature-unit-field';

const conditionOptions = [
  { value: 'lessOrEqual', label: 'Less or equal' },
  { value: 'greaterOrEqual', label: 'Greater or equal' },
];
const reAlertChoices = durationOptions(reAlertOptions);
function LevelField() {
  const unit = useWatch<TemperatureSettings, 'unit'>({ name: 'unit' });
  return (
    <FormNumberField name="level" label="Level" {...temperatureLevelRange[unit]} step={0.1} unit={unitSymbols[unit]} />
  );
}

/** The temperature alert: when the reading crosses the level, in °C or °F (a unit other than c or f reads as c). */
export function TemperatureAlertSection({ device }: { device: Device }) {
  const section = useSettingsForm({
    deviceId: device._id,
    schema: temperatureAlertSchema,
    values: { ...device.temperature, unit: temperatureUnitOf(device.temperature.unit) },
    toUpdate: (temperature) => ({ temperature }),
  });
  return (
    <SettingsFormSection title="Temperature alert" {...section}>
      <FormSwitch name="enable" label="Enable alert" />
      <FormSwitch name="sendLocation" label="Send location" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormSelect name="condition" label="Condition" options={conditionOptions} />
        <LevelField />
      </Box>
      <TemperatureUnitField />
      <FormSelect name="reAlertDuration" label="Re-alert after" options={reAlertChoices} />
    </SettingsFormSection>
  );
}
