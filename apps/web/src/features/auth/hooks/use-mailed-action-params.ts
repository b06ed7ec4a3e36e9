import { useCallback } from 'react';
import { useToast } from '../../../lib/toast';
import { cancelEmailChange } from '../api/cancel-email-change';
import { confirmAlerts } from '../api/confirm-alerts';
import { unlockAccount } from '../api/unlock-account';
import { useLinkParam } from './use-link-param';

/**
 * The mailed links that need no account and only tell their outcome: an email change's notice
 * (/login?cancelEmailChange=T, which cancels or undoes it), a new notification address's
 * (/login?confirmAlerts=T) and the one that ends a pause of signing in (/login?unlock=T).
 */
export function useMailedActionParams(): void {
  const toast = useToast();
  const cancel = useCallback((token: string) => void toast.outcome(cancelEmailChange(token)), [toast]);
  const confirm = useCallback((token: string) => void toast.outcome(confirmAlerts(token)), [toast]);
  useLinkParam('cancelEmailChange', cancel);
  const unlock = useCallback((token: string) => void toast.outcome(unlockAccount(token)), [toast]);
  useLinkParam('confirmAlerts', confirm);
  useLinkParam('unlock', unlock);
}
