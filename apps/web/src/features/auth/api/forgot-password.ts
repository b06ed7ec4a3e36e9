import type { ForgotPasswordRequest, SuccessMessage } from '@lodestar/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const forgotPassword = (body: ForgotPasswordRequest) =>
  apiRequest<SuccessMessage>('/login/forgot', { method: 'POST', body, anonymous: true });

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
