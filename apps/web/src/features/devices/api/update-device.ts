import { deviceEndpoints, type UpdateDeviceRequest } from '@lodestar/contract';
import { callApi } from '../../../lib/api-client';

/** Changes device fields and settings; answers the device as it now is. */
export const updateDevice = (id: string, body: UpdateDeviceRequest) =>
  callApi(deviceEndpoints.update, { params: { id }, body });
