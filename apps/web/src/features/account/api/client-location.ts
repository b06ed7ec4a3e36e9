import { clientLocationEndpoints, countrySchema } from '@lodestar/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The country of the caller's address, as one of the country list's codes. */
export async function fetchClientCountry(): Promise<string> {
  const { country } = await callApi(clientLocationEndpoints.clientLocation, {}, { anonymous: true });
  // A code outside the country list counts as not detected: the popup asks instead.
  return countrySchema.parse(country.isoAlpha2);
}

/** Asked once per visit, only while `enabled` (the user has no country); a failure is not retried. */
export function useClientCountry(enabled: boolean) {
  return useQuery({
    queryKey: ['client-location'],
    queryFn: fetchClientCountry,
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}
