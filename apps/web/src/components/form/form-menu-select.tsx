import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useFieldBinding } from './use-field-binding';

/** A select whose options (MenuItem children) open in a menu, bound to the surrounding react-hook-form. */
export function FormMenuSelect({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  return (
    <TextField select fullWidth label={label} {...useFieldBinding(name)}>
      {children}
    </TextField>
  );
}
