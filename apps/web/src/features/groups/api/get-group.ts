import { groupEndpoints, groupMessages } from '@lodestar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { groupKeys } from '../../../lib/group-keys';

/** One group with its devices (only those its owner still sees); another user's or an unknown group answers 404. */
export const getGroup = (groupId: string) => callApi(groupEndpoints.get, { params: { id: groupId } });

export const groupQuery = (groupId: string) =>
  queryOptions({
    queryKey: groupKeys.detail(groupId),
    queryFn: () => getGroup(groupId),
    meta: { errorToast: groupMessages.unableToLoadGroup },
  });

export function useGroup(groupId: string) {
  return useQuery({ ...groupQuery(groupId), select: (response) => response.group });
}
