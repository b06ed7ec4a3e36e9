import type { UpdatedUserResponse, User } from '@lodestar/contract';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { currentUserKey } from '../../auth';
import { invalidateEach } from '../../../lib/query-client';

/** A mutation whose answer is the updated user: the signed-in user takes it at once. */
export function useUpdatedUserMutation<Body>(mutationFn: (body: Body) => Promise<UpdatedUserResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (response) => queryClient.setQueryData<User>(currentUserKey, response.updatedUser),
  });
}

/**
 * A mutation that changes the signed-in user without answering it: once it succeeds the user is reloaded, with the
 * other queries (`alsoChanged`) it changed.
 */
export function useUserReloadingMutation<Variables = void, Data = unknown>(
  mutationFn: (variables: Variables) => Promise<Data>,
  alsoChanged: QueryKey[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => invalidateEach(queryClient, [currentUserKey, ...alsoChanged]),
  });
}
