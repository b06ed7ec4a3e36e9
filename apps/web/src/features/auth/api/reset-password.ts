import { authEndpoints, type ResetPasswordRequest } from '@lodestar/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const resetPassword = ({ token, body }: { token: string; body: ResetPasswordRequest }) =>
  callApi(authEndpoints.openMailedLink, { params: { token }, body }, { anonymous: true });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
