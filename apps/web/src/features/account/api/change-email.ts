import type { ChangeEmailRequest, UpdatedUserResponse, User } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserKey } from '../../auth/api/get-current-user';

export const changeEmail = (body: ChangeEmailRequest) =>
  apiRequest<UpdatedUserResponse>('/v2/account/email', { method: 'PUT', body });

/** Asks for a new email address; the answered user carries it in `updateToEmail` until the link is opened. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: (response) => queryClient.setQueryData<User>(currentUserKey, response.updatedUser),
  });
}
