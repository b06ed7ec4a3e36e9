import { zodResolver } from '@hookform/resolvers/zod';
import { FormSubmitButton } from '../../../components/form/form-submit-button';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { emailSchema, isTwoFactorRequired, loginRequestSchema, messages } from '@lodestar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useReducer, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CaptchaField } from '../../../components/captcha/captcha-field';
import { requireCaptcha } from '../../../components/captcha/require-captcha';
import { FormTextField } from '../../../components/form/form-text-field';
import { RouterLink } from '../../../components/router-link';
import { pathTo } from '../../../lib/paths';
import { displayMessage, useToast } from '../../../lib/toast';
import { usePublicConfig } from '../../../lib/public-config';
import { useLogin } from '../api/login';
import { endSession } from '../end-session';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useMailedActionParams } from '../hooks/use-mailed-action-params';
import { useVerifyEmailParam } from '../hooks/use-verify-email-param';
import { AccountFooterLinks } from './account-footer-links';
import { PasswordField } from './password-field';
import { VerifyPasswordDialog } from './verify-password-dialog';

const loginFormSchema = loginRequestSchema.extend({ username: emailSchema });
const recoveryCodeHint = 'Without your authenticator app, enter one of your recovery codes (xxxxx-xxxxx) instead.';

export function LoginPage() {
  const { captcha } = usePublicConfig();
  const schema = useMemo(() => requireCaptcha(loginFormSchema, captcha.provider), [captcha.provider]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { username: '', password: '', twoFactorCode: '' } });
  const [twoFactorMessage, setTwoFactorMessage] = useState<string | null>(null);
  const [captchaGeneration, renewCaptcha] = useReducer((generation: number) => generation + 1, 0);
  const { mutateAsync: login } = useLogin();
  const toast = useToast();
  const finishSignIn = useFinishSignIn();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const verification = useVerifyEmailParam();
  useMailedActionParams();

  const onSubmit = form.handleSubmit(async ({ username, password, twoFactorCode, captcha: payload }) => {
    try {
      const result = await login({
        username,
        password,
        twoFactorCode: twoFactorMessage ? twoFactorCode : undefined,
        captcha: payload,
      });
      if (isTwoFactorRequired(result)) {
        setTwoFactorMessage(result.message);
        renewCaptcha();
        return;
      }
      await finishSignIn(result);
    } catch (error) {
      endSession(queryClient);
      renewCaptcha();
      toast.error(error, messages.loginFallback);
      if (/verify/i.test(displayMessage(error, messages.loginFallback))) {
        await navigate(pathTo('verificationEmail-resend', { email: username }));
      }
    }
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
        <FormTextField name="username" label="Email" type="email" autoComplete="username" autoFocus />
        <Stack spacing={0.5}>
          <PasswordField name="password" label="Password" autoComplete="current-password" />
          <RouterLink to={pathTo('reset')} variant="body2" sx={{ alignSelf: 'flex-end' }}>
            Forgot password?
          </RouterLink>
        </Stack>
        {twoFactorMessage && (
          <FormTextField
            name="twoFactorCode"
            label="Authentication code"
            autoComplete="one-time-code"
            helperText={
              <>
                <span>{twoFactorMessage}</span>
                <Box component="span" sx={{ display: 'block' }}>
                  {recoveryCodeHint}
                </Box>
              </>
            }
            autoFocus
            // Text, not numeric: a recovery code (xxxxx-xxxxx) has letters.
            slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
          />
        )}
        <CaptchaField generation={captchaGeneration} />
        <FormSubmitButton>Continue</FormSubmitButton>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Don&apos;t have an account? <RouterLink to={pathTo('signup')}>Sign up</RouterLink>
        </Typography>
        <AccountFooterLinks />
      </Stack>
      {verification.passwordWanted && (
        <VerifyPasswordDialog onSubmit={verification.verifyWithPassword} onClose={verification.cancel} />
      )}
    </FormProvider>
  );
}
