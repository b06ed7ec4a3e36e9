import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { currentUserKey, useCurrentUser } from '../features/auth/api/get-current-user';
import { endSession } from '../features/auth/end-session';
import { SignedInUserContext } from '../features/auth/hooks/signed-in-user';
import type { SignInRedirectState } from '../features/auth/redirect-state';
import { ApiError } from '../lib/api-client';
import { pathTo } from '../lib/paths';
import { authHeaderFromToken, useAppStore } from '../lib/store';
import { useToast } from '../lib/toast';

/**
 * The session guard of the portal routes (spec part 1 §2.1, §4): takes a token from a `session` link parameter,
 * sends visitors without a token to sign-in (remembering where they were going), and checks the token with the
 * server before the portal renders.
 */
export function RequireSession() {
  const authHeader = useAppStore((state) => state.authHeader);
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const sessionToken = searchParams.get('session');
  const queryClient = useQueryClient();
  const toast = useToast();
  const currentUser = useCurrentUser(Boolean(authHeader) && !sessionToken);

  useEffect(() => {
    if (!sessionToken) return;
    // A session link wins over whatever token was stored before, which may have expired or be someone else's.
    const linked = authHeaderFromToken(sessionToken);
    const store = useAppStore.getState();
    if (store.authHeader !== linked) {
      queryClient.removeQueries({ queryKey: currentUserKey });
      store.setAuthHeader(linked);
    }
    setSearchParams(
      (params) => {
        params.delete('session');
        return params;
      },
      { replace: true },
    );
  }, [sessionToken, setSearchParams, queryClient]);

  const { error } = currentUser;
  useEffect(() => {
    if (!error) return;
    // A 401 has already ended the session in the API client, with its own toast.
    if (error instanceof ApiError && error.status === 401) return;
    toast.error(error);
    endSession(queryClient);
  }, [error, queryClient, toast]);

  if (sessionToken) return <FullPageLoader label="Signing you in" />;
  if (!authHeader) {
    const state: SignInRedirectState = { from: location };
    return <Navigate to={pathTo('login')} replace state={state} />;
  }
  if (!currentUser.data) return <FullPageLoader label="Checking your session" />;
  return (
    <SignedInUserContext value={currentUser.data}>
      <Outlet />
    </SignedInUserContext>
  );
}
