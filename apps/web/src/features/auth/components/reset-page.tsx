import { useSearchParams } from 'react-router';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

/** /reset asks for the email (forgot password); the reset mail's /reset?token=T sets the new password. */
export function ResetPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return token ? <ResetPasswordForm token={token} /> : <ForgotPasswordForm />;
}
