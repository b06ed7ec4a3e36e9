import { systemEndpoints, type PublicConfig } from '@lodestar/contract';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { callApi } from './api-client';

export const DEFAULT_PRODUCT_NAME = 'Lodestar';

export const fetchPublicConfig = () => callApi(systemEndpoints.config, {}, { anonymous: true });

export const publicConfigQuery = queryOptions({ queryKey: ['publicConfig'], queryFn: fetchPublicConfig, staleTime: Infinity });

/** The installation's public configuration; suspends until it has loaded. */
export function usePublicConfig(): PublicConfig {
  return useSuspenseQuery(publicConfigQuery).data;
}

/** The product name without suspending (the document title is set before anything has loaded). */
export function useProductName(): string {
  return useQuery(publicConfigQuery).data?.productName ?? DEFAULT_PRODUCT_NAME;
}
