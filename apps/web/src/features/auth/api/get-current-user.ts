import type { CurrentUserResponse, User } from '@lodestar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const currentUserKey = ['users', 'me'] as const;

export const fetchCurrentUser = async (): Promise<User> =>
  (await apiRequest<CurrentUserResponse>('/users/me')).userDetails;

export const currentUserQuery = queryOptions({
  queryKey: currentUserKey,
  queryFn: fetchCurrentUser,
  staleTime: 5 * 60_000,
  retry: false,
});

export function useCurrentUser(enabled: boolean) {
  return useQuery({ ...currentUserQuery, enabled });
}
