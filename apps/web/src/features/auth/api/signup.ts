import { authEndpoints, type SignupRequest } from '@lodestar/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const signup = (body: SignupRequest) => callApi(authEndpoints.signup, { body }, { anonymous: true });

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
