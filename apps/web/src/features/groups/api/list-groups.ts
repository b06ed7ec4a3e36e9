import { groupEndpoints, groupMessages, type GroupsQuery } from '@lodestar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { groupKeys } from '../../../lib/group-keys';

export const listGroups = ({ filter, ...query }: GroupsQuery) =>
  callApi(groupEndpoints.list, { query: { ...query, filter: filter || undefined } });

export const groupsQuery = (query: GroupsQuery) =>
  queryOptions({
    queryKey: groupKeys.list(query),
    queryFn: () => listGroups(query),
    meta: { errorToast: groupMessages.unableToLoadGroups },
  });

/** One page of the user's groups, oldest first; the last page stays on screen while the next loads. */
export function useGroups(query: GroupsQuery) {
  return useQuery({ ...groupsQuery(query), placeholderData: keepPreviousData });
}
