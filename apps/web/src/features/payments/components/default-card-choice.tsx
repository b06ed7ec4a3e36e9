import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { PaymentMethod } from '@lodestar/contract';
import { useId } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { methodLabel } from '../payment-method-label';

/** Whether a new card pays the plans from now on, or the current default (named) goes on paying them. */
export function DefaultCardChoice({
  current,
  makeDefault,
  onChange,
}: {
  current: PaymentMethod;
  makeDefault: boolean;
  onChange: (makeDefault: boolean) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <FormControl>
      <FormLabel id={id}>{t('payments.defaultChoice.question')}</FormLabel>
      <RadioGroup
        aria-labelledby={id}
        value={makeDefault ? 'new' : 'current'}
        onChange={(event) => onChange(event.target.value === 'new')}
      >
        <FormControlLabel value="new" control={<Radio />} label={t('payments.defaultChoice.useNew')} />
        <FormControlLabel
          value="current"
          control={<Radio />}
          label={t('payments.defaultChoice.keep', { card: methodLabel(current, t) })}
        />
      </RadioGroup>
    </FormControl>
  );
}
