import TextField from '@mui/material/TextField';
import { useFieldBinding } from '../../../../components/form/use-field-binding';

export interface SelectOption {
  value: string | number;
  label: string;
}

/** A native select (the phone's own picker on small screens) bound to the surrounding react-hook-form. */
export function FormSelect({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: readonly SelectOption[];
}) {
  const binding = useFieldBinding(name);
  return (
    <TextField
      select
      fullWidth
      label={label}
      {...binding}
      onChange={(event) => binding.onChange(options.find((option) => String(option.value) === event.target.value)?.value)}
      slotProps={{ select: { native: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
