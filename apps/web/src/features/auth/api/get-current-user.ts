import { usersEndpoints, type User } from '@lodestar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const currentUserKey = ['users', 'me'] as const;

export const fetchCurrentUser = async (): Promise<User> => (await callApi(usersEndpoints.me, {})).userDetails;

export const currentUserQuery = queryOptions({
  queryKey: currentUserKey,
  queryFn: fetchCurrentUser,
  staleTime: 5 * 60_000,
  retry: false,
});

export function useCurrentUser(enabled: boolean) {
  return useQuery({ ...currentUserQuery, enabled });
}
