import { liveLinkEndpoints } from '@lodestar/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const liveKeys = { page: (token: string) => ['live-page', token] as const };

/** What a live link shows, read without the session (whoever opens it has none). A 404 is the link's end: not retried. */
export function useLivePage(token: string) {
  return useQuery({
    queryKey: liveKeys.page(token),
    queryFn: () => callApi(liveLinkEndpoints.page, { params: { token } }, { anonymous: true }),
    retry: false,
    // Read once: every reading counts as an opening of the link, and the socket brings what changes.
    staleTime: Infinity,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
}
