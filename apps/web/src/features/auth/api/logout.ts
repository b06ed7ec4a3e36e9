import type { SuccessMessage } from '@lodestar/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const logout = () => apiRequest<SuccessMessage>('/logout', { method: 'POST', ignoreExpiry: true });

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
