import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';

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
  const { field, fieldState } = useController({ name });
  return (
    <TextField
      select
      fullWidth
      label={label}
      name={field.name}
      value={field.value as SelectOption['value']}
      onChange={(event) => field.onChange(options.find((option) => String(option.value) === event.target.value)?.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
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
