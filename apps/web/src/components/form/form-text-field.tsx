import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController } from 'react-hook-form';

type FormTextFieldProps = { name: string } & Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
>;

/** A text field bound to the surrounding react-hook-form (FormProvider); shows the field's error under it. */
export function FormTextField({ name, helperText, ...props }: FormTextFieldProps) {
  const { field, fieldState } = useController({ name });
  return (
    <TextField
      fullWidth
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
