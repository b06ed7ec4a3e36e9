import { authEndpoints, type LoginRequest, type TwoStepRequest } from '@lodestar/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const login = (body: LoginRequest) => callApi(authEndpoints.login, { body }, { anonymous: true });

/** The second step, with the ticket the password step answered instead of the password and the captcha. */
export const loginTwoStep = (body: TwoStepRequest) => callApi(authEndpoints.loginTwoStep, { body }, { anonymous: true });

export function useLogin() {
  return useMutation({ mutationFn: login });
}

export function useLoginTwoStep() {
  return useMutation({ mutationFn: loginTwoStep });
}
