import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppStore } from '../../../lib/store';
import { overviewPageQuery } from '../api/find-devices';

/**
 * Asks for the overview's first page while the account's device count is still on its way, instead of after it:
 * the overview then finds its page in the cache (the same query: filter, search as typed, page 1).
 */
export function useFirstPageAlongside(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const { deviceTypeFilter, deviceSearch } = useAppStore.getState();
    void queryClient.prefetchQuery(
      overviewPageQuery(userId, { type: deviceTypeFilter, name: deviceSearch.trim(), page: 1 }),
    );
  }, [queryClient, userId]);
}
