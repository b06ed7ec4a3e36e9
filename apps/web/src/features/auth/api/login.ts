import type { LoginRequest, LoginResponse } from '@lodestar/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const login = (body: LoginRequest) =>
  apiRequest<LoginResponse>('/login', { method: 'POST', body, anonymous: true });

export function useLogin() {
  return useMutation({ mutationFn: login });
}
