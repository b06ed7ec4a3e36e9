import type { QueryClient } from '@tanstack/react-query';
import { configQuery } from '../config/api/get-config';
import { useAppStore } from '../../lib/store';

/** Forgets the session: the token, and every cached answer but the installation's public configuration. */
export function endSession(queryClient: QueryClient): void {
  useAppStore.getState().clearSession();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== configQuery.queryKey[0] });
}
