import { FormTextField } from './form-text-field';

/** The authenticator app's current 6-digit code, as every two-step form asks it. */
export function AuthenticatorCodeField() {
  return (
    <FormTextField
      name="code"
      label="Authentication code"
      helperText="The 6-digit code your authenticator app shows now"
      autoComplete="one-time-code"
      required
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
