import type { CreateGroupRequest, createGroupResponseSchema } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { groupKeys } from './group-keys';

export const createGroup = (body: CreateGroupRequest) =>
  apiRequest<z.infer<typeof createGroupResponseSchema>>('/device/groups/create', { method: 'POST', body });

/** Creates a group; the lists showing groups (the list page, the side menu) then read again. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupKeys.lists }),
  });
}
