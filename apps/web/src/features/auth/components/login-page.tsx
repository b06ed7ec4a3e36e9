import { zodResolver } from '@hookform/resolvers/zod';
import { FormSubmitButton } from '../../../components/form/form-submit-button';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { emailSchema, isTwoFactorRequired, loginRequestSchema, messages, serverMessages } from '@lodestar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useReducer, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CaptchaField } from '../../../components/captcha/captcha-field';
import { requireCaptcha } from '../../../components/captcha/require-captcha';
import { FormTextField } from '../../../components/form/form-text-field';
import { RouterLink } from '../../../components/router-link';
import { ApiError } from '../../../lib/api-client';
import { pathTo } from '../../../lib/paths';
import { displayMessage, useToast } from '../../../lib/toast';
import { usePublicConfig } from '../../../lib/public-config';
import { useLogin, useLoginTwoStep } from '../api/login';
import { endSession } from '../end-session';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useMailedActionParams } from '../hooks/use-mailed-action-params';
import { useVerifyEmailParam } from '../hooks/use-verify-email-param';
import { AccountFooterLinks } from './account-footer-links';
import { PasswordField } from '../../../components/form/password-field';
import { VerifyPasswordDialog } from './verify-password-dialog';

const loginFormSchema = loginRequestSchema.extend({ username: emailSchema });
/** At the second step the code is asked for; the ticket of the first step stands in for password and captcha. */
const codeStepFormSchema = loginFormSchema.superRefine(({ twoFactorCode }, ctx) => {
  if (!twoFactorCode) ctx.addIssue({ code: 'custom', path: ['twoFactorCode'], message: messages.fieldRequired });
});
const recoveryCodeHint = 'Without your authenticator app, enter one of your recovery codes (xxxxx-xxxxx) instead.';

export function LoginPage() {
  const { captcha } = usePublicConfig();
  /** The second step, once the password step asked for it: the server's words and the ticket it handed out. */
  const [twoStep, setTwoStep] = useState<{ message: string; ticket: string } | null>(null);
  const atCodeStep = twoStep !== null;
  const schema = useMemo(
    () => (atCodeStep ? codeStepFormSchema : requireCaptcha(loginFormSchema, captcha.provider)),
    [atCodeStep, captcha.provider],
  );
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { username: '', password: '', twoFactorCode: '' },
  });
  const [captchaGeneration, renewCaptcha] = useReducer((generation: number) => generation + 1, 0);
  const { mutateAsync: login } = useLogin();
  const { mutateAsync: loginTwoStep } = useLoginTwoStep();
  const toast = useToast();
  const finishSignIn = useFinishSignIn();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const verification = useVerifyEmailParam();
  useMailedActionParams();

  /** The ticket ran out or was refused: back to the password step, with a fresh captcha. */
  const backToPasswordStep = () => {
    setTwoStep(null);
    form.resetField('password');
    form.resetField('twoFactorCode');
  };

  const onSubmit = form.handleSubmit(async ({ username, password, twoFactorCode, captcha: payload }) => {
    try {
      if (twoStep) {
        await finishSignIn(
          await loginTwoStep({ username, twoFactorTicket: twoStep.ticket, twoFactorCode: twoFactorCode ?? '' }),
        );
        return;
      }
      const result = await login({ username, password, captcha: payload });
      if (isTwoFactorRequired(result)) setTwoStep({ message: result.message, ticket: result.twoFactorTicket });
      else await finishSignIn(result);
    } catch (error) {
      endSession(queryClient);
      if (!twoStep) renewCaptcha();
      else if (error instanceof ApiError && error.message === serverMessages.twoStepTicketInvalid) backToPasswordStep();
      toast.error(error, messages.loginFallback);
      if (/verify/i.test(displayMessage(error, messages.loginFallback))) {
        await navigate(pathTo('verificationEmail-resend', { email: username }));
      }
    }
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
        {/* The code step's ticket is the account's: the address waits until the sign-in is done or started again. */}
        <FormTextField
          name="username"
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus
          disabled={atCodeStep}
        />
        <Stack spacing={0.5}>
          <PasswordField name="password" label="Password" autoComplete="current-password" />
          <RouterLink to={pathTo('reset')} variant="body2" sx={{ alignSelf: 'flex-end' }}>
            Forgot password?
          </RouterLink>
        </Stack>
        {twoStep && (
          <FormTextField
            name="twoFactorCode"
            label="Authentication code"
            autoComplete="one-time-code"
            helperText={
              <>
                <span>{twoStep.message}</span>
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
        {!twoStep && <CaptchaField generation={captchaGeneration} />}
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
