import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useCurrentUser, useSessionLinkParam, endSession } from '../features/auth';
import { useSavedLanguage } from '../lib/i18n/use-saved-language';
import { SignedInUserContext } from '../lib/signed-in-user';
import type { SignInRedirectState } from '../features/auth';
import { ApiError, isUnanswered } from '../lib/api-client';
import { useT } from '../lib/i18n/use-t';
import { pathTo } from '../lib/paths';
import { useAppStore } from '../lib/store';
import { useToast } from '../lib/toast';
import { OfflinePage } from './offline-page';

/**
 * The session guard of the portal routes: signs in with a `session` link's one-time code
 * (asking first when someone is signed in already), sends visitors without a session to sign-in (remembering where
 * they were going), and checks the session with the server before the portal renders. A check without an answer
 * (offline, or the server down: no network, or a proxy's 502, 503 or 504) keeps the session and shows the offline page
 * until an answer comes.
 */
export function RequireSession() {
  const t = useT();
  const authHeader = useAppStore((state) => state.authHeader);
  const location = useLocation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const sessionLink = useSessionLinkParam();
  const currentUser = useCurrentUser(Boolean(authHeader) && !sessionLink.pending);

  const { error, refetch } = currentUser;
  useSavedLanguage(currentUser.data);
  const checkAgain = useCallback(() => void refetch(), [refetch]);
  useEffect(() => {
    if (!error || isUnanswered(error)) return;
    // A 401 has already ended the session in the API client, with its own toast.
    if (error instanceof ApiError && error.status === 401) return;
    endSession(queryClient);
    toast.error(error);
  }, [error, queryClient, toast]);

  if (sessionLink.switchWanted) {
    return (
      <ConfirmDialog
        open
        title={t('common.sessionLink.title')}
        message={t('sessionLinkMessages.confirmSwitch')}
        confirmLabel={t('common.sessionLink.use')}
        onConfirm={() => void sessionLink.signInWithLink()}
        onClose={sessionLink.keepSession}
      />
    );
  }
  if (sessionLink.code) return <FullPageLoader label={t('common.session.signingIn')} />;
  if (!authHeader) {
    const state: SignInRedirectState = { from: location };
    return <Navigate to={pathTo('login')} replace state={state} />;
  }
  if (!currentUser.data) {
    // A check that waits for the network (paused), or that the server did not answer (away for a deploy, say).
    const unanswered = currentUser.fetchStatus === 'paused' || isUnanswered(error);
    return unanswered ? <OfflinePage retry={checkAgain} /> : <FullPageLoader label={t('common.session.checking')} />;
  }
  return (
    <SignedInUserContext value={currentUser.data}>
      <Outlet />
    </SignedInUserContext>
  );
}
