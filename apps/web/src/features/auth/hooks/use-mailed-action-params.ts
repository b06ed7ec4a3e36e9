import { useCallback } from 'react';
import { useToast } from '../../../lib/toast';
import { cancelEmailChange } from '../api/cancel-email-change';
import { confirmAlerts } from '../api/confirm-alerts';
import { useLinkParam } from './use-link-param';

/**
 * The mailed links that need no account and only tell their outcome: an email change's notice
 * (/login?cancelEmailChange=T, which cancels or undoes it) and a new notification address's
 * (/login?confirmAlerts=T).
 */
export function useMailedActionParams(): void {
  const toast = useToast();
  const cancel = useCallback((token: string) => void toast.outcome(cancelEmailChange(token)), [toast]);
  const confirm = useCallback((token: string) => void toast.outcome(confirmAlerts(token)), [toast]);
  useLinkParam('cancelEmailChange', cancel);
  useLinkParam('confirmAlerts', confirm);
}
