import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { endSession } from '../features/auth';
import type { SignInRedirectState } from '../features/auth';
import { setSessionExpiredHandler } from '../lib/api-client';
import { useT } from '../lib/i18n/use-t';
import { pathTo } from '../lib/paths';
import { useToast } from '../lib/toast';

/** What a 401 on a signed-in call does: forget the session, say so once, and go to sign-in (then back here). */
export function useSessionExpiry(): void {
  const queryClient = useQueryClient();
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const currentLocation = useRef(location);
  useLayoutEffect(() => {
    currentLocation.current = location;
  });

  useEffect(() => {
    setSessionExpiredHandler(() => {
      const state: SignInRedirectState = { from: currentLocation.current };
      void navigate(pathTo('login'), { replace: true, state });
      endSession(queryClient);
      toast.error(undefined, t('messages.sessionExpired'));
    });
  }, [navigate, queryClient, toast, t]);
}
