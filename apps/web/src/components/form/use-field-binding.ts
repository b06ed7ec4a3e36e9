import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { useContractText } from '../../lib/i18n/contract-text';

/**
 * The props that bind a MUI text field or select to the surrounding react-hook-form: value, events, error (a schema's
 * refusal in the shown language).
 */
export function useFieldBinding(name: string, helperText?: ReactNode) {
  const contractText = useContractText();
  const { field, fieldState } = useController({ name });
  const error = fieldState.error?.message;
  return {
    name: field.name,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: Boolean(fieldState.error),
    helperText: error === undefined ? helperText : contractText(error),
  };
}
