import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { PaymentMethod } from '@lodestar/contract';
import { useT } from '../../../lib/i18n/use-t';
import { methodLabel } from '../payment-method-label';

/** The saved payment methods to pay with, one chosen. */
export function SavedMethodsList({
  methods,
  selected,
  onSelect,
}: {
  methods: PaymentMethod[];
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const t = useT();
  return (
    <RadioGroup
      aria-label={t('payments.paymentMethod')}
      value={selected ?? ''}
      onChange={(event) => onSelect(event.target.value)}
    >
      {methods.map((method) => (
        <FormControlLabel key={method.id} value={method.id} control={<Radio />} label={methodLabel(method, t)} />
      ))}
    </RadioGroup>
  );
}
