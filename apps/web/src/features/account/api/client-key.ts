import type { ClientKeyCreated, ClientKeyState, UpdateClientKeyRequest } from '@lodestar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const clientKeyPath = '/v2/account/clientKey';
export const clientKeyKey = ['account', 'clientKey'] as const;

export const fetchClientKey = () => apiRequest<ClientKeyState>(clientKeyPath);
export const generateClientKey = () => apiRequest<ClientKeyCreated>(clientKeyPath, { method: 'POST' });
export const updateClientKey = (body: UpdateClientKeyRequest) =>
  apiRequest<ClientKeyState>(clientKeyPath, { method: 'PUT', body });
export const removeClientKey = () => apiRequest<ClientKeyState>(clientKeyPath, { method: 'DELETE' });

/** The key's state: whether one exists, its hint (never the key itself), and whether it is active. */
export function useClientKey() {
  return useQuery({ queryKey: clientKeyKey, queryFn: fetchClientKey });
}

/**
 * Makes a new key (replacing any earlier one). The answer holds the full key, which only the mutation's state
 * keeps (gone when the page is left); the cache is reloaded in the background so it holds the hint.
 */
export function useGenerateClientKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateClientKey,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: clientKeyKey }),
  });
}

/** Switching the key on or off, or removing it, answers the key's new state. */
function useClientKeyChange<Variables = void>(mutationFn: (variables: Variables) => Promise<ClientKeyState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (state) => queryClient.setQueryData(clientKeyKey, state),
  });
}

export const useUpdateClientKey = () => useClientKeyChange(updateClientKey);
export const useRemoveClientKey = () => useClientKeyChange(removeClientKey);
