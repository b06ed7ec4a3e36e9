import type { QueryClient } from '@tanstack/react-query';
import { deleteAccountCaches } from '../../lib/delete-account-caches';
import { publicConfigQuery } from '../../lib/public-config';
import { useAppStore } from '../../lib/store';
import { toast } from '../../lib/toast';

/** Drops every cached answer but the installation's public configuration: none of them may show another account. */
export function dropAccountAnswers(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== publicConfigQuery.queryKey[0] });
}

/**
 * Forgets the session: the token, every cached answer but the installation's public configuration, every Cache
 * Storage cache but the app shell's, and, when there was a session, the toasts it left open (a new passcode stays
 * until closed). Toasts about the ending come after this.
 */
export function endSession(queryClient: QueryClient): void {
  if (useAppStore.getState().authHeader !== null) toast.dismissAll();
  useAppStore.getState().clearSession();
  dropAccountAnswers(queryClient);
  void deleteAccountCaches();
}
