import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { temperatureUnits, type TemperatureSettings, type TemperatureUnit } from '@lodestar/contract';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { convertLevel, unitSymbols } from '../temperature-level';

const unitLabels: Record<TemperatureUnit, string> = { c: 'Celsius (°C)', f: 'Fahrenheit (°F)' };

/** The unit of the alert level: switching it converts the level, once confirmed. */
export function TemperatureUnitField() {
  const labelId = useId();
  const { setValue, control } = useFormContext<TemperatureSettings>();
  const [unit, level] = useWatch({ control, name: ['unit', 'level'] });
  const [proposed, setProposed] = useState<TemperatureUnit | null>(null);
  const converted = proposed === null ? null : convertLevel(level, unit, proposed);

  const question = (next: TemperatureUnit, nextLevel: number) => {
    const asked = `Are you sure you want to change the temperature unit to ${unitSymbols[next]}?`;
    if (Number.isNaN(level)) return asked;
    return `${asked} The alert level ${level} ${unitSymbols[unit]} becomes ${nextLevel} ${unitSymbols[next]}.`;
  };

  const switchUnit = (next: TemperatureUnit, nextLevel: number) => {
    setValue('unit', next, { shouldDirty: true });
    setValue('level', nextLevel, { shouldDirty: true, shouldValidate: true });
    setProposed(null);
  };

  return (
    <FormControl>
      <FormLabel id={labelId}>Unit</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={unit}
        onChange={(_event, value) => setProposed(value as TemperatureUnit)}
      >
        {temperatureUnits.map((each) => (
          <FormControlLabel key={each} value={each} control={<Radio />} label={unitLabels[each]} />
        ))}
      </RadioGroup>
      {proposed !== null && converted !== null && (
        <ConfirmDialog
          open
          title="Change temperature unit"
          message={question(proposed, converted)}
          confirmLabel="Change"
          onConfirm={() => switchUnit(proposed, converted)}
          onClose={() => setProposed(null)}
        />
      )}
    </FormControl>
  );
}
