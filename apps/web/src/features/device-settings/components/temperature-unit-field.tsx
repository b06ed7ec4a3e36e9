import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { temperatureUnits, type TemperatureSettings, type TemperatureUnit } from '@lodestar/contract';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { MessageId } from '../../../lib/i18n/catalogue';
import { useT } from '../../../lib/i18n/use-t';
import { convertLevel, unitSymbols } from '../temperature-level';

const unitLabels: Record<TemperatureUnit, MessageId> = {
  c: 'deviceSettings.temperature.celsius',
  f: 'deviceSettings.temperature.fahrenheit',
};

/** The unit of the alert level: switching it converts the level, once confirmed. */
export function TemperatureUnitField() {
  const t = useT();
  const labelId = useId();
  const { setValue, control } = useFormContext<TemperatureSettings>();
  const [unit, level] = useWatch({ control, name: ['unit', 'level'] });
  const [proposed, setProposed] = useState<TemperatureUnit | null>(null);
  const converted = proposed === null ? null : convertLevel(level, unit, proposed);

  const question = (next: TemperatureUnit, nextLevel: number) =>
    Number.isNaN(level)
      ? t('deviceSettings.temperature.confirmUnit', { unit: unitSymbols[next] })
      : t('deviceSettings.temperature.confirmUnitLevel', {
          unit: unitSymbols[next],
          level,
          from: unitSymbols[unit],
          converted: nextLevel,
        });

  const switchUnit = (next: TemperatureUnit, nextLevel: number) => {
    setValue('unit', next, { shouldDirty: true });
    setValue('level', nextLevel, { shouldDirty: true, shouldValidate: true });
    setProposed(null);
  };

  return (
    <FormControl>
      <FormLabel id={labelId}>{t('deviceSettings.temperature.unit')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={unit}
        onChange={(_event, value) => setProposed(value as TemperatureUnit)}
      >
        {temperatureUnits.map((each) => (
          <FormControlLabel key={each} value={each} control={<Radio />} label={t(unitLabels[each])} />
        ))}
      </RadioGroup>
      {proposed !== null && converted !== null && (
        <ConfirmDialog
          open
          title={t('deviceSettings.temperature.changeUnit')}
          message={question(proposed, converted)}
          confirmLabel={t('deviceSettings.change')}
          onConfirm={() => switchUnit(proposed, converted)}
          onClose={() => setProposed(null)}
        />
      )}
    </FormControl>
  );
}
