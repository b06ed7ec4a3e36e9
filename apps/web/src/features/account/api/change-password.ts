import type { ChangePasswordRequest, SuccessMessage } from '@lodestar/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const changePassword = (body: ChangePasswordRequest) =>
  apiRequest<SuccessMessage>('/v2/account/password', { method: 'PUT', body });

/** Sets a new password; the server ends the user's other sessions, this one stays. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
