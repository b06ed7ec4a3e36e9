import { usersEndpoints, type UsersQuery } from '@lodestar/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { usersKeys } from './users-keys';

export const searchUsers = ({ filter, ...query }: UsersQuery) =>
  callApi(usersEndpoints.search, { query: { ...query, ...(filter ? { filter } : {}) } });

/** A page of the users matching the search; the page on screen stays while the next one loads. */
export function useUsers(query: UsersQuery) {
  return useQuery({ queryKey: usersKeys.list(query), queryFn: () => searchUsers(query), placeholderData: keepPreviousData });
}
