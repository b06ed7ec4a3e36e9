import { deviceEndpoints } from '@lodestar/contract';
import { callApi } from '../../../lib/api-client';

/** Stop tracking: the device reports once again; answers the device as it now is. */
export const stopTracking = (id: string) => callApi(deviceEndpoints.stopTracking, { params: { id } });
