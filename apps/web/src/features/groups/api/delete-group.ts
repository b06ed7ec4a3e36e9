import { groupEndpoints } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { groupKeys } from '../../../lib/group-keys';

export const deleteGroup = (groupId: string) => callApi(groupEndpoints.remove, { params: { id: groupId } });

/**
 * Deletes a group. `afterDelete` runs first (leaving the group's page, say), and only then is the group's cached
 * read dropped, so that no page still showing it asks the server for it again; the lists then read again.
 */
export function useDeleteGroup(afterDelete?: () => Promise<void> | void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: async (_answer, groupId) => {
      await afterDelete?.();
      queryClient.removeQueries({ queryKey: groupKeys.detail(groupId) });
      void queryClient.invalidateQueries({ queryKey: groupKeys.lists });
    },
  });
}
