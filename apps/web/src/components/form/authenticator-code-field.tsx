import { useT } from '../../lib/i18n/use-t';
import { FormTextField } from './form-text-field';

/** The authenticator app's current 6-digit code, as every two-step form asks it. */
export function AuthenticatorCodeField() {
  const t = useT();
  return (
    <FormTextField
      name="code"
      label={t('common.form.authCode')}
      helperText={t('common.form.authCodeHelp')}
      autoComplete="one-time-code"
      required
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
