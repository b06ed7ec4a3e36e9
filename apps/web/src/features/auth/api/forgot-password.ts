import { authEndpoints, type ForgotPasswordRequest } from '@lodestar/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const forgotPassword = (body: ForgotPasswordRequest) => callApi(authEndpoints.forgotPassword, { body }, { anonymous: true });

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
