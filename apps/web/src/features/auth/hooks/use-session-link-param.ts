import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAppStore } from '../../../lib/store';
import { useToast } from '../../../lib/toast';
import { dropAccountAnswers } from '../end-session';
import { exchangeSessionLink } from '../api/exchange-session-link';

/**
 * A `session` link parameter carries a one-time code, which the server exchanges for a session of
 * its own. Signed out, the link signs in at once; signed in, it waits for the person to choose (`switchWanted`),
 * since a link must never swap the account someone is using behind their back.
 */
export function useSessionLinkParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const code = searchParams.get('session');
  const queryClient = useQueryClient();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const started = useRef<string | null>(null);

  const dropParam = useCallback(
    () =>
      setSearchParams(
        (params) => {
          params.delete('session');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const signInWithLink = useCallback(async () => {
    if (!code || started.current === code) return;
    started.current = code;
    setPending(true);
    try {
      const { authHeader } = await exchangeSessionLink(code);
      dropAccountAnswers(queryClient);
      useAppStore.getState().setAuthHeader(authHeader);
    } catch (error) {
      toast.error(error);
    } finally {
      setPending(false);
      dropParam();
    }
  }, [code, queryClient, toast, dropParam]);

  const signedIn = useAppStore((state) => state.authHeader !== null);
  useEffect(() => {
    if (code && !signedIn) void signInWithLink();
  }, [code, signedIn, signInWithLink]);

  return { code, switchWanted: Boolean(code) && signedIn && !pending, pending, signInWithLink, keepSession: dropParam };
}
