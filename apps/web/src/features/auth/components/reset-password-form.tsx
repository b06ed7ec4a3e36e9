import { zodResolver } from '@hookform/resolvers/zod';
import { FormSubmitButton } from '../../../components/form/form-submit-button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isStrongPassword, messages, resetPasswordRequestSchema } from '@lodestar/contract';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';
import { useToast } from '../../../lib/toast';
import { useResetPassword } from '../api/reset-password';
import { PasswordChecklist } from '../../../components/form/password-checklist';
import { PasswordField } from '../../../components/form/password-field';

/**
 * The new password of a mailed link: a reset's, or the first one of an account made for someone (`intro` says which);
 * then sign-in.
 */
export function ResetPasswordForm({ token, intro }: { token: string; intro?: string }) {
  const t = useT();
  const form = useForm({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: { password: '', confirmation: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const { mutateAsync: resetPassword } = useResetPassword();
  const toast = useToast();
  const navigate = useNavigate();

  const onSubmit = form.handleSubmit(async (body) => {
    if (await toast.outcome(resetPassword({ token, body }), messages.tryAgainFallback)) {
      await navigate(pathTo('login'), { replace: true });
    }
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
        <Typography color="text.secondary">{intro ?? t('auth.reset.intro')}</Typography>
        <Stack spacing={1}>
          <PasswordField name="password" label={t('auth.reset.newPassword')} autoComplete="new-password" />
          <PasswordChecklist password={password} />
        </Stack>
        <PasswordField name="confirmation" label={t('auth.reset.confirmPassword')} autoComplete="new-password" />
        <FormSubmitButton disabled={!isStrongPassword(password)}>{t('auth.continue')}</FormSubmitButton>
      </Stack>
    </FormProvider>
  );
}
