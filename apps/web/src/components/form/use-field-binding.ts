import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';

/** The props that bind a MUI text field or select to the surrounding react-hook-form: value, events, error. */
export function useFieldBinding(name: string, helperText?: ReactNode) {
  const { field, fieldState } = useController({ name });
  return {
    name: field.name,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message ?? helperText,
  };
}
