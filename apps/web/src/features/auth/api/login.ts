import { authEndpoints, type LoginRequest } from '@lodestar/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const login = (body: LoginRequest) => callApi(authEndpoints.login, { body }, { anonymous: true });

export function useLogin() {
  return useMutation({ mutationFn: login });
}
