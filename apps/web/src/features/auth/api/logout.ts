import { authEndpoints } from '@lodestar/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const logout = () => callApi(authEndpoints.logout, {}, { ignoreExpiry: true });

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
