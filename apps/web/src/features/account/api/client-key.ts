import { apiKeyEndpoints, type ClientKeyState, type UpdateClientKeyRequest } from '@lodestar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const clientKeyKey = ['account', 'clientKey'] as const;

export const fetchClientKey = () => callApi(apiKeyEndpoints.state, {});
export const generateClientKey = () => callApi(apiKeyEndpoints.generate, {});
export const updateClientKey = (body: UpdateClientKeyRequest) => callApi(apiKeyEndpoints.setActive, { body });
export const removeClientKey = () => callApi(apiKeyEndpoints.remove, {});

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
