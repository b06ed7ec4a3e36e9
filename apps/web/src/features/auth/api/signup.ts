import { signUpEndpoints, type SignupRequest } from '@lodestar/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const signup = (body: SignupRequest) => callApi(signUpEndpoints.signup, { body }, { anonymous: true });

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
