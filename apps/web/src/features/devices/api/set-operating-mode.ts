import { deviceEndpoints, type Device } from '@lodestar/contract';
import { callApi } from '../../../lib/api-client';

/** Sets the operating mode; answers the device as it now is. */
export const setOperatingMode = (id: string, operatingMode: Device['operatingMode']) =>
  callApi(deviceEndpoints.operatingMode, { params: { id }, body: { operatingMode } });
