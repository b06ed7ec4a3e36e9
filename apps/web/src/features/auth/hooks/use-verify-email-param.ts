import { serverMessages } from '@lodestar/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { useVerifyEmail } from '../api/verify-email';

const asksForPassword = (error: unknown) => error instanceof ApiError && error.message === serverMessages.verifyNeedsPassword;

/**
 * The verification mail links to /login?verify=T: verify once, tell the result, and drop the parameter. Opened in
 * another browser than the one that signed up, the server asks for the sign-up password: `passwordWanted` is then
 * true until `verifyWithPassword` succeeds or `cancel` is called.
 */
export function useVerifyEmailParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get('verify');
  const { mutate, mutateAsync } = useVerifyEmail();
  const toast = useToast();
  const handled = useRef<string | null>(null);
  const [waitingToken, setWaitingToken] = useState<string | null>(null);

  useEffect(() => {
    if (!token || handled.current === token) return;
    handled.current = token;
    mutate(
      { token },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => (asksForPassword(error) ? setWaitingToken(token) : toast.error(error)),
      },
    );
    setSearchParams(
      (params) => {
        params.delete('verify');
        return params;
      },
      { replace: true },
    );
  }, [token, mutate, setSearchParams, toast]);

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
