import { TextInput, type TextInputProps } from './text-input';
import { useFieldBinding } from './use-field-binding';

type FormTextFieldProps = { name: string } & Omit<
  TextInputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
>;

/** A text field bound to the surrounding react-hook-form (FormProvider); shows the field's error under it. */
export function FormTextField({ name, helperText, ...props }: FormTextFieldProps) {
  return <TextInput fullWidth {...props} {...useFieldBinding(name, helperText)} />;
}
