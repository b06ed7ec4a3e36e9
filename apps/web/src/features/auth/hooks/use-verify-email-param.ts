import { serverMessages, type MailedLinkResponse } from '@lodestar/contract';
import { useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useContractText } from '../../../lib/i18n/contract-text';
import { useT } from '../../../lib/i18n/use-t';
import { useAppStore } from '../../../lib/store';
import { useToast } from '../../../lib/toast';
import { useVerifyEmail } from '../api/verify-email';
import { useFinishSignIn } from './use-finish-sign-in';
import { useLinkParam } from './use-link-param';

const asksForPassword = (error: unknown) =>
  error instanceof ApiError && error.message === serverMessages.verifyNeedsPassword;

/**
 * The verification mail links to /login?verify=T: verify once, tell the result and sign in with the session the
 * answer carries (unless someone is signed in here already: their session stays). Opened in another browser than the
 * one that signed up, the server asks for the sign-up password: `passwordWanted` is then true until
 * `verifyWithPassword` succeeds or `cancel` is called.
 */
export function useVerifyEmailParam() {
  const { mutate, mutateAsync } = useVerifyEmail();
  const toast = useToast();
  const t = useT();
  const contractText = useContractText();
  const finishSignIn = useFinishSignIn();
  const [waitingToken, setWaitingToken] = useState<string | null>(null);
  const verified = useCallback(
    async ({ message, authHeader, user }: MailedLinkResponse) => {
      if (!authHeader || !user) return void toast.success(contractText(message));
      if (useAppStore.getState().authHeader) return void toast.success(t('serverMessages.emailVerified'));
      toast.success(contractText(message));
      await finishSignIn({ authHeader, user });
    },
    [toast, t, contractText, finishSignIn],
  );

  const verify = useCallback(
    (token: string) =>
      mutate(
        { token },
        {
          onSuccess: (answer) => void verified(answer),
          onError: (error) => (asksForPassword(error) ? setWaitingToken(token) : toast.error(error)),
        },
      ),
    [mutate, toast, verified],
  );
  useLinkParam('verify', verify);

  const verifyWithPassword = useCallback(
    async (signupPassword: string) => {
      if (!waitingToken) return;
      try {
        const answer = await mutateAsync({ token: waitingToken, signupPassword });
        setWaitingToken(null);
        await verified(answer);
      } catch (error) {
        toast.error(error);
      }
    },
    [waitingToken, mutateAsync, toast, verified],
  );

  return { passwordWanted: waitingToken !== null, verifyWithPassword, cancel: () => setWaitingToken(null) };
}
