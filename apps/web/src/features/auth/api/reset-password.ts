import type { ResetPasswordRequest, SuccessMessage } from '@lodestar/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const resetPassword = ({ token, body }: { token: string; body: ResetPasswordRequest }) =>
  apiRequest<SuccessMessage>(`/login/reset/${encodeURIComponent(token)}`, { method: 'POST', body, anonymous: true });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
