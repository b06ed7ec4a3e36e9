import type { UpdatedUserResponse, User } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserKey } from '../../auth/api/get-current-user';

/** A mutation whose answer is the updated user: the signed-in user takes it at once. */
export function useUpdatedUserMutation<Body>(mutationFn: (body: Body) => Promise<UpdatedUserResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (response) => queryClient.setQueryData<User>(currentUserKey, response.updatedUser),
  });
}
