import { systemEndpoints, type PublicConfig } from '@lodestar/contract';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { callApi } from './api-client';

export const DEFAULT_PRODUCT_NAME = 'Lodestar';

export const fetchConfig = () => callApi(systemEndpoints.config, {}, { anonymous: true });

export const configQuery = queryOptions({ queryKey: ['config'], queryFn: fetchConfig, staleTime: Infinity });

/** The installation's public configuration; suspends until it has loaded. */
export function useConfig(): PublicConfig {
  return useSuspenseQuery(configQuery).data;
}

/** The product name without suspending (the document title is set before anything has loaded). */
export function useProductName(): string {
  return useQuery(configQuery).data?.productName ?? DEFAULT_PRODUCT_NAME;
}
