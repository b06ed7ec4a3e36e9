import { groupEndpoints, type UpdateGroupRequest } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { groupKeys } from '../../../lib/group-keys';

export const updateGroup = (groupId: string, body: UpdateGroupRequest) =>
  callApi(groupEndpoints.update, { params: { id: groupId }, body });

/** Renames a group and/or replaces its devices; the lists and the group then read again. */
export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, body }: { groupId: string; body: UpdateGroupRequest }) => updateGroup(groupId, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
