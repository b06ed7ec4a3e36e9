import type { ResendVerificationRequest, SuccessMessage } from '@lodestar/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const resendVerification = (body: ResendVerificationRequest) =>
  apiRequest<SuccessMessage>('/v2/account/resend-verification-email', { method: 'POST', body, anonymous: true });

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
