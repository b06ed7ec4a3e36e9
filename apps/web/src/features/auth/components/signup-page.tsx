import { zodResolver } from '@hookform/resolvers/zod';
import { FormSubmitButton } from '../../../components/form/form-submit-button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { currencyForCountry, isStrongPassword, messages, signupRequestSchema } from '@lodestar/contract';
import { useMemo, useReducer } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { CaptchaField } from '../../../components/captcha/captcha-field';
import { requireCaptcha } from '../../../components/captcha/require-captcha';
import { FormTextField } from '../../../components/form/form-text-field';
import { RouterLink } from '../../../components/router-link';
import { browserTimeZone } from '../../../lib/browser-time-zone';
import { useContractText } from '../../../lib/i18n/contract-text';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';
import { useToast } from '../../../lib/toast';
import { usePublicConfig } from '../../../lib/public-config';
import { useAppStore } from '../../../lib/store';
import { useSignup } from '../api/signup';
import { CountryField } from '../../../components/form/country-field';
import { PasswordChecklist } from '../../../components/form/password-checklist';
import { PasswordField } from '../../../components/form/password-field';
import { TermsField } from '../../../components/form/terms-field';

const signupFormSchema = signupRequestSchema
  .omit({ currency: true })
  .extend({ terms: z.boolean().refine(Boolean, messages.termsRequired) });

export function SignupPage() {
  const t = useT();
  const contractText = useContractText();
  const { captcha } = usePublicConfig();
  const schema = useMemo(() => requireCaptcha(signupFormSchema, captcha.provider), [captcha.provider]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', country: '', password: '', terms: false },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const [captchaGeneration, renewCaptcha] = useReducer((generation: number) => generation + 1, 0);
  const { mutateAsync: signup } = useSignup();
  const toast = useToast();
  const navigate = useNavigate();

  const onSubmit = form.handleSubmit(async ({ name, email, country, password: newPassword, captcha: payload }) => {
    try {
      const { message, authHeader } = await signup({
        name,
        email,
        country,
        currency: currencyForCountry(country),
        password: newPassword,
        captcha: payload,
        timezone: browserTimeZone(),
      });
      useAppStore.getState().setSignupProof(authHeader);
      toast.success(contractText(message));
      await navigate(pathTo('verificationEmail-resend', { email }));
    } catch (error) {
      renewCaptcha();
      toast.error(error);
    }
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
        <FormTextField name="name" label={t('auth.name')} autoComplete="name" autoFocus />
        <FormTextField name="email" label={t('auth.email')} type="email" autoComplete="email" />
        <CountryField name="country" />
        <Stack spacing={1}>
          <PasswordField name="password" label={t('auth.password')} autoComplete="new-password" />
          <PasswordChecklist password={password} />
        </Stack>
        <TermsField name="terms" />
        <CaptchaField generation={captchaGeneration} />
        <FormSubmitButton disabled={!isStrongPassword(password)}>{t('auth.continue')}</FormSubmitButton>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('auth.signup.haveAccount')} <RouterLink to={pathTo('login')}>{t('auth.signIn')}</RouterLink>
        </Typography>
      </Stack>
    </FormProvider>
  );
}
