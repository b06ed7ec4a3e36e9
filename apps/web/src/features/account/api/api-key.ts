import { apiKeyEndpoints, type ApiKeyState, type UpdateApiKeyRequest } from '@lodestar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const apiKeyKey = ['account', 'apiKey'] as const;

export const fetchApiKey = () => callApi(apiKeyEndpoints.state, {});
export const generateApiKey = () => callApi(apiKeyEndpoints.generate, {});
export const updateApiKey = (body: UpdateApiKeyRequest) => callApi(apiKeyEndpoints.setActive, { body });
export const removeApiKey = () => callApi(apiKeyEndpoints.remove, {});

/** The key's state: whether one exists, its hint (never the key itself), and whether it is active. */
export function useApiKey() {
  return useQuery({ queryKey: apiKeyKey, queryFn: fetchApiKey });
}

/**
 * Makes a new key (replacing any earlier one). The answer holds the full key, which only the mutation's state
 * keeps (gone when the page is left); the cache is reloaded in the background so it holds the hint.
 */
export function useGenerateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateApiKey,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKeyKey }),
  });
}

/** Switching the key on or off, or removing it, answers the key's new state. */
function useApiKeyChange<Variables = void>(mutationFn: (variables: Variables) => Promise<ApiKeyState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (state) => queryClient.setQueryData(apiKeyKey, state),
  });
}

export const useUpdateApiKey = () => useApiKeyChange(updateApiKey);
export const useRemoveApiKey = () => useApiKeyChange(removeApiKey);
