import { groupMessages, type GroupsResponse } from '@lodestar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { groupKeys } from './group-keys';

export interface GroupListQuery {
  /** 1-based. */
  page: number;
  perPage: number;
  /** The name search; empty lists every group. */
  filter?: string;
}

export const listGroups = ({ filter, ...query }: GroupListQuery) =>
  apiRequest<GroupsResponse>('/device/groups', { query: { ...query, filter: filter || undefined } });

export const groupsQuery = (query: GroupListQuery) =>
  queryOptions({
    queryKey: groupKeys.list(query),
    queryFn: () => listGroups(query),
    meta: { errorToast: groupMessages.unableToLoadGroups },
  });

/** One page of the user's groups, oldest first; the last page stays on screen while the next loads. */
export function useGroups(query: GroupListQuery) {
  return useQuery({ ...groupsQuery(query), placeholderData: keepPreviousData });
}
