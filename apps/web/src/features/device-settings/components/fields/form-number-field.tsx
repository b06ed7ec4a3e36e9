import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { ownDirection } from '../../../../lib/i18n/bidi-text';
import { useContractText } from '../../../../lib/i18n/contract-text';

interface FormNumberFieldProps {
  name: string;
  label: string;
  min: number;
  max: number;
  step?: number;
  /** Shown after the number, e.g. °C or seconds. */
  unit?: string;
  helperText?: string;
}

/** A number bound to the surrounding react-hook-form; an emptied field holds NaN, which the schema refuses. */
export function FormNumberField({ name, label, min, max, step = 1, unit, helperText }: FormNumberFieldProps) {
  const contractText = useContractText();
  const { field, fieldState } = useController({ name });
  const problem = fieldState.error?.message;
  const value = field.value as number;
  return (
    <TextField
      fullWidth
      type="number"
      label={label}
      name={field.name}
      value={Number.isNaN(value) ? '' : value}
      onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={problem === undefined ? helperText : contractText(problem)}
      slotProps={{
        // Phones' decimal and numeric pads have no minus sign.
        htmlInput: { min, max, step, inputMode: min < 0 ? undefined : step < 1 ? 'decimal' : 'numeric' },
        // In its own direction: °C stays °C in Arabic, an Arabic word stays right to left.
        input: unit
          ? { endAdornment: <InputAdornment position="end">{ownDirection(unit)}</InputAdornment> }
          : undefined,
      }}
    />
  );
}
