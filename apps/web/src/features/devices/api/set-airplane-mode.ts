import { deviceEndpoints } from '@lodestar/contract';
import { callApi } from '../../../lib/api-client';

/** Airplane mode for `duration` seconds; answers the device as it now is. */
export const setAirplaneMode = (id: string, duration: number) =>
  callApi(deviceEndpoints.airplaneMode, { params: { id }, body: { duration } });
