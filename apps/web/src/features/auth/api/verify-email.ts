import type { SuccessMessage } from '@lodestar/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The reset endpoint without a body verifies the email address of the token's account. */
export const verifyEmail = (token: string) =>
  apiRequest<SuccessMessage>(`/login/reset/${encodeURIComponent(token)}`, { method: 'POST', anonymous: true });

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
