import type { TemperatureResponse } from '@lodestar/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const getTemperature = async (ref: string) =>
  (await apiRequest<TemperatureResponse>(`/devices/temperature/${encodeURIComponent(ref)}`)).temperature;

/** Get temperature of the options menu: asked on demand, never cached. */
export function useGetTemperature() {
  return useMutation({ mutationFn: getTemperature });
}
