import { accountEndpoints } from '@lodestar/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const fetchRecentShares = async () => (await callApi(accountEndpoints.recentShares, {})).recentShares;

/** The device shares the account made lately, loaded when the page opens at their list (the mail's link). */
export function useRecentShares(enabled: boolean) {
  return useQuery({ queryKey: ['account', 'recentShares'], queryFn: fetchRecentShares, enabled, staleTime: 0 });
}
