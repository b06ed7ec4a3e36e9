import { accountMessages } from '@lodestar/contract';
import Typography from '@mui/material/Typography';
import { PasswordField } from '../../auth/components/password-field';
import { AuthenticatorCodeField } from './authenticator-code-field';

/**
 * The current password, and the authenticator's code while two-step sign-in is on: what a sensitive change of the
 * account asks, so that a session left open somewhere cannot make it alone.
 */
export function IdentityFields({ withCode }: { withCode: boolean }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {accountMessages.confirmWithPassword}
      </Typography>
      <PasswordField name="password" label="Password" autoComplete="current-password" />
      {withCode && <AuthenticatorCodeField />}
    </>
  );
}
