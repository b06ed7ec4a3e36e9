import { Navigate, useSearchParams } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { ResetPasswordForm } from './reset-password-form';

/**
 * /choosePassword?token=T, the link of an account someone made for the reader (a transfer's receiver): their first
 * password, which also proves the address. Without a token there is nothing to choose: a new link is asked for at reset.
 */
export function ChoosePasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) return <Navigate to={pathTo('reset')} replace />;
  return (
    <ResetPasswordForm
      token={token}
      intro="Choose the password of the account made for you: it also verifies your email address."
    />
  );
}
