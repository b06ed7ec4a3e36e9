import type { UpdatedUserResponse, UpdateUserRequest, User } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserKey } from '../../auth/api/get-current-user';

export const updateUser = (body: UpdateUserRequest) =>
  apiRequest<UpdatedUserResponse>('/v2/users/me', { method: 'PUT', body });

/** Saves changed profile fields (or the two-step setting); the signed-in user takes the answer at once. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (response) => queryClient.setQueryData<User>(currentUserKey, response.updatedUser),
  });
}
