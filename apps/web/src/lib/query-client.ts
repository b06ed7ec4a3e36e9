import { QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { toast } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * `errorToast`: the fallback text of the error toast a failing query shows; `quietStatuses`: the HTTP statuses
     * the page answers itself, which show no such toast.
     */
    queryMeta: { errorToast?: string; quietStatuses?: readonly number[] };
  }
}

/**
 * How long a read stays fresh: a page finds what was read for it moments ago (a route's first reads, a panel's read
 * ahead) without asking again. The app's own changes invalidate or update it, and live events the devices and their
 * history; a change made elsewhere that no event tells (another user's share, a plan changed by the provider's
 * events) shows once the read is this old.
 */
export const RECENT_READ_MS = 10_000;

/** Marks the reads under each key as stale (those on screen are read again); resolves once they are. */
export const invalidateEach = (queryClient: QueryClient, keys: readonly QueryKey[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/** Client errors (4xx) will not improve by asking again; network failures and 5xx get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const transient = !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
  return transient && failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const fallback = query.meta?.errorToast;
        const quiet = error instanceof ApiError && query.meta?.quietStatuses?.includes(error.status);
        if (fallback && !quiet) toast.error(error, fallback);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      // Offline, a change is tried at once and fails with a message, instead of waiting silently for the network.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
