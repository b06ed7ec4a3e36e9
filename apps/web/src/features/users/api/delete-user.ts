import { usersEndpoints } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { usersKeys } from './users-keys';

export const deleteUser = (id: string) => callApi(usersEndpoints.remove, { params: { id } });

/** Deletes an account (superAdmin), then reads the list again. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
