import { deviceEndpoints } from '@lodestar/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const getTemperature = async (ref: string) =>
  (await callApi(deviceEndpoints.temperature, { params: { id: ref } })).temperature;

/** Get temperature of the options menu: asked on demand, never cached. */
export function useGetTemperature() {
  return useMutation({ mutationFn: getTemperature });
}
