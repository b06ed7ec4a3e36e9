import type { SignupRequest, SignupResponse } from '@lodestar/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const signup = (body: SignupRequest) =>
  apiRequest<SignupResponse>('/signup', { method: 'POST', body, anonymous: true });

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
