import { zodResolver } from '@hookform/resolvers/zod';
import {
  emailSchema,
  errorMessageFrom,
  isTwoFactorRequired,
  loginRequestSchema,
  messages,
  serverMessages,
} from '@lodestar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useReducer, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { requireCaptcha } from '../../../components/captcha/require-captcha';
import { ApiError } from '../../../lib/api-client';
import { pathTo } from '../../../lib/paths';
import { useToast } from '../../../lib/toast';
import { usePublicConfig } from '../../../lib/public-config';
import { useLogin, useLoginTwoStep } from '../api/login';
import { endSession } from '../end-session';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';

const loginFormSchema = loginRequestSchema.extend({ username: emailSchema });
/** At the second step the code is asked for; the ticket of the first step stands in for password and captcha. */
const codeStepFormSchema = loginFormSchema.superRefine(({ twoFactorCode }, ctx) => {
  if (!twoFactorCode) ctx.addIssue({ code: 'custom', path: ['twoFactorCode'], message: messages.fieldRequired });
});

/** The second step, once the password step asked for it: the server's words and the ticket it handed out. */
export interface TwoStep {
  message: string;
  ticket: string;
}

/** The sign-in form: the password step (with a captcha), then the code step when the account asks for one. */
export function useLoginForm() {
  const { captcha } = usePublicConfig();
  const [twoStep, setTwoStep] = useState<TwoStep | null>(null);
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
  const finishSignIn = useFinishSignIn();
  const queryClient = useQueryClient();
  const reportLoginFailure = useReportLoginFailure();

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
      await reportLoginFailure(error, username);
    }
  });

  return { form, twoStep, captchaGeneration, onSubmit };
}

/** A refused sign-in is toasted; one refused for an unverified address goes on to resending the verification mail. */
function useReportLoginFailure() {
  const toast = useToast();
  const navigate = useNavigate();
  return async (error: unknown, username: string) => {
    toast.error(error, messages.loginFallback);
    // The server's English words, whatever language the toast showed them in.
    if (error instanceof ApiError && /verify/i.test(errorMessageFrom(error.body))) {
      await navigate(pathTo('verificationEmail-resend', { email: username }));
    }
  };
}
