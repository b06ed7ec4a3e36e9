import { accountMessages } from '@lodestar/contract';
import Typography from '@mui/material/Typography';
import { useT } from '../../lib/i18n/use-t';
import { AuthenticatorCodeField } from './authenticator-code-field';
import { PasswordField } from './password-field';

/**
 * The current password, and the authenticator's code while two-step sign-in is on: what a sensitive change of the
 * account asks, so that a session left open somewhere cannot make it alone.
 */
export function IdentityFields({ withCode }: { withCode: boolean }) {
  const t = useT();
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('accountMessages.confirmWithPassword')}
      </Typography>
      <PasswordField name="password" label={t('common.form.password')} autoComplete="current-password" />
      {withCode && <AuthenticatorCodeField />}
    </>
  );
}

/**
 * The field a refusal of a sensitive change belongs under: a wrong password under the password, a wrong code under
 * the code, anything else under `otherwise`.
 */
export function identityRefusalField<Field extends string>(
  error: unknown,
  otherwise: Field,
): Field | 'password' | 'code' {
  const message = error instanceof Error ? error.message : '';
  if (message === accountMessages.currentPasswordIncorrect) return 'password';
  if (message === accountMessages.invalidVerificationToken) return 'code';
  return otherwise;
}
