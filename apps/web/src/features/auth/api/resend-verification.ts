import { authEndpoints, type ResendVerificationRequest } from '@lodestar/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const resendVerification = (body: ResendVerificationRequest) =>
  callApi(authEndpoints.resendVerification, { body }, { anonymous: true });

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
