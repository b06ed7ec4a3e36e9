import { serverMessages } from '@lodestar/contract';
import { useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { useVerifyEmail } from '../api/verify-email';
import { useLinkParam } from './use-link-param';

const asksForPassword = (error: unknown) => error instanceof ApiError && error.message === serverMessages.verifyNeedsPassword;

/**
 * The verification mail links to /login?verify=T: verify once and tell the result. Opened in another browser than
 * the one that signed up, the server asks for the sign-up password: `passwordWanted` is then true until
 * `verifyWithPassword` succeeds or `cancel` is called.
 */
export function useVerifyEmailParam() {
  const { mutate, mutateAsync } = useVerifyEmail();
  const toast = useToast();
  const [waitingToken, setWaitingToken] = useState<string | null>(null);

  const verify = useCallback(
    (token: string) =>
      mutate(
        { token },
        {
          onSuccess: ({ message }) => toast.success(message),
          onError: (error) => (asksForPassword(error) ? setWaitingToken(token) : toast.error(error)),
        },
      ),
    [mutate, toast],
  );
  useLinkParam('verify', verify);

  const verifyWithPassword = useCallback(
    async (signupPassword: string) => {
      if (!waitingToken) return;
      try {
        toast.success((await mutateAsync({ token: waitingToken, signupPassword })).message);
        setWaitingToken(null);
      } catch (error) {
        toast.error(error);
      }
    },
    [waitingToken, mutateAsync, toast],
  );

  return { passwordWanted: waitingToken !== null, verifyWithPassword, cancel: () => setWaitingToken(null) };
}
