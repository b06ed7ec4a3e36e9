import { useCallback } from 'react';
import { useToast } from '../../../lib/toast';
import { useLinkParam } from './use-link-param';

/**
 * The mailed links that need no account and only tell their outcome: an email change's notice
 * (/login?cancelEmailChange=T, which cancels or undoes it), a new notification address's
 * (/login?confirmAlerts=T) and the one that ends a pause of signing in (/login?unlock=T). Their calls load with the
 * link: their contract schemas (the account's, the devices') are no part of signing in.
 */
export function useMailedActionParams(): void {
  const toast = useToast();
  const cancel = useCallback(
    (token: string) =>
      void toast.outcome(import('../api/cancel-email-change').then((api) => api.cancelEmailChange(token))),
    [toast],
  );
  const confirm = useCallback(
    (token: string) => void toast.outcome(import('../api/confirm-alerts').then((api) => api.confirmAlerts(token))),
    [toast],
  );
  useLinkParam('cancelEmailChange', cancel);
  const unlock = useCallback(
    (token: string) => void toast.outcome(import('../api/unlock-account').then((api) => api.unlockAccount(token))),
    [toast],
  );
  useLinkParam('confirmAlerts', confirm);
  useLinkParam('unlock', unlock);
}
