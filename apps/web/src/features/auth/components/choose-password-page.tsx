import { Navigate, useSearchParams } from 'react-router';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';
import { ResetPasswordForm } from './reset-password-form';

/**
 * /choosePassword?token=T, the link of an account someone made for the reader (a transfer's receiver): their first
 * password, which also proves the address. Without a token there is nothing to choose: a new link is asked for at reset.
 */
export function ChoosePasswordPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) return <Navigate to={pathTo('reset')} replace />;
  return <ResetPasswordForm token={token} intro={t('auth.choosePassword.intro')} />;
}
