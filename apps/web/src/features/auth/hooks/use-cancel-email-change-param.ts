import { useCallback } from 'react';
import { useToast } from '../../../lib/toast';
import { cancelEmailChange } from '../api/cancel-email-change';
import { useLinkParam } from './use-link-param';

/** The notice of an email change links to /login?cancelEmailChange=T: cancel (or undo) once and tell the result. */
export function useCancelEmailChangeParam(): void {
  const toast = useToast();
  const cancel = useCallback((token: string) => void toast.outcome(cancelEmailChange(token)), [toast]);
  useLinkParam('cancelEmailChange', cancel);
}
