import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  useId,
  type ChangeEventHandler,
  type FocusEventHandler,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';

export interface TextInputProps {
  name?: string;
  label?: ReactNode;
  value?: unknown;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: ReactNode;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  multiline?: boolean;
  minRows?: number;
  placeholder?: string;
  sx?: SxProps<Theme>;
  /** As TextField's: props of the input component, of the <input> element, and of the label. */
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    htmlInput?: InputHTMLAttributes<HTMLInputElement>;
    inputLabel?: Partial<InputLabelProps>;
  };
}

/**
 * MUI's outlined TextField without its select mode, built from the same parts with the same markup (label tied to
 * the input, helper text described by it). TextField imports Select, and with it Menu, Popover and Modal: some
 * 14 KB of gzipped JavaScript that the sign-in page would load for nothing.
 */
export function TextInput({
  label,
  helperText,
  error = false,
  required = false,
  disabled = false,
  fullWidth = false,
  size,
  sx,
  slotProps = {},
  ...input
}: TextInputProps) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const labelId = label ? `${id}-label` : undefined;
  const { shrink } = slotProps.inputLabel ?? {};
  return (
    <FormControl
      className="MuiTextField-root"
      variant="outlined"
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      size={size}
      sx={sx}
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={labelId} {...slotProps.inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        id={id}
        aria-describedby={helperTextId}
        label={label}
        {...(shrink === undefined ? {} : { notched: shrink })}
        fullWidth={fullWidth}
        inputProps={slotProps.htmlInput}
        {...input}
        {...slotProps.input}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
