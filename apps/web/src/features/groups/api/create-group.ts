import { groupEndpoints, type CreateGroupRequest } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { groupKeys } from '../../../lib/group-keys';

export const createGroup = (body: CreateGroupRequest) => callApi(groupEndpoints.create, { body });

/** Creates a group; the lists showing groups (the list page, the side menu) then read again. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupKeys.lists }),
  });
}
