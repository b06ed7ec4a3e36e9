import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { PaymentMethod } from '@lodestar/contract';
import { useId } from 'react';
import { methodLabel } from '../payment-method-label';
import { paymentTexts } from '../payment-texts';

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
  const id = useId();
  return (
    <FormControl>
      <FormLabel id={id}>{paymentTexts.whichCardPays}</FormLabel>
      <RadioGroup
        aria-labelledby={id}
        value={makeDefault ? 'new' : 'current'}
        onChange={(event) => onChange(event.target.value === 'new')}
      >
        <FormControlLabel value="new" control={<Radio />} label={paymentTexts.useNewCard} />
        <FormControlLabel value="current" control={<Radio />} label={paymentTexts.keepCard(methodLabel(current))} />
      </RadioGroup>
    </FormControl>
  );
}
