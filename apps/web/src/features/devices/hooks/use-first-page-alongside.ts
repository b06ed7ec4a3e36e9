import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { firstOverviewPageQuery } from '../start-reads';

/**
 * Asks for the overview's first page while the account's device count is still on its way, instead of after it:
 * the overview then finds its page in the cache (the same query: filter, search as typed, page 1).
 */
export function useFirstPageAlongside(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(firstOverviewPageQuery(userId));
  }, [queryClient, userId]);
}
