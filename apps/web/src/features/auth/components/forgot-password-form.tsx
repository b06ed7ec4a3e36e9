import { zodResolver } from '@hookform/resolvers/zod';
import { FormSubmitButton } from '../../../components/form/form-submit-button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { forgotPasswordRequestSchema, messages } from '@lodestar/contract';
import { useMemo, useReducer } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { CaptchaField } from '../../../components/captcha/captcha-field';
import { requireCaptcha } from '../../../components/captcha/require-captcha';
import { FormTextField } from '../../../components/form/form-text-field';
import { RouterLink } from '../../../components/router-link';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';
import { useToast } from '../../../lib/toast';
import { usePublicConfig } from '../../../lib/public-config';
import { useForgotPassword } from '../api/forgot-password';

export function ForgotPasswordForm() {
  const t = useT();
  const { captcha } = usePublicConfig();
  const schema = useMemo(() => requireCaptcha(forgotPasswordRequestSchema, captcha.provider), [captcha.provider]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const [captchaGeneration, renewCaptcha] = useReducer((generation: number) => generation + 1, 0);
  const { mutateAsync: forgotPassword } = useForgotPassword();
  const toast = useToast();

  const onSubmit = form.handleSubmit(async (body) => {
    await toast.outcome(forgotPassword(body), messages.tryAgainFallback);
    renewCaptcha();
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
        <Typography color="text.secondary">{t('auth.forgot.intro')}</Typography>
        <FormTextField name="email" label={t('auth.email')} type="email" autoComplete="email" autoFocus />
        <CaptchaField generation={captchaGeneration} />
        <FormSubmitButton>{t('auth.continue')}</FormSubmitButton>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('auth.forgot.remembered')} <RouterLink to={pathTo('login')}>{t('auth.forgot.backToSignIn')}</RouterLink>
        </Typography>
      </Stack>
    </FormProvider>
  );
}
