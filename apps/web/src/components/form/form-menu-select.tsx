import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';

/** A select whose options (MenuItem children) open in a menu, bound to the surrounding react-hook-form. */
export function FormMenuSelect({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  const { field, fieldState } = useController({ name });
  return (
    <TextField
      select
      fullWidth
      label={label}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    >
      {children}
    </TextField>
  );
}
