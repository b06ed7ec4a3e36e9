import { useController } from 'react-hook-form';
import { TextInput, type TextInputProps } from './text-input';

type FormTextFieldProps = { name: string } & Omit<
  TextInputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
>;

/** A text field bound to the surrounding react-hook-form (FormProvider); shows the field's error under it. */
export function FormTextField({ name, helperText, ...props }: FormTextFieldProps) {
  const { field, fieldState } = useController({ name });
  return (
    <TextInput
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
