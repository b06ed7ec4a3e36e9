import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';

/** The primary action of an account form: shows progress while the form submits. */
export function FormSubmitButton({ children, disabled = false }: { children: ReactNode; disabled?: boolean }) {
  const { formState } = useFormContext();
  return (
    <Button type="submit" variant="contained" size="large" disabled={disabled} loading={formState.isSubmitting}>
      {children}
    </Button>
  );
}
