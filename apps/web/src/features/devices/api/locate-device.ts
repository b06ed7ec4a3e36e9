import { deviceEndpoints, type LocateRequest } from '@lodestar/contract';
import { callApi } from '../../../lib/api-client';

/** Locate: ask the device for its position once, or continuously for a while; answers the device as it now is. */
export const locateDevice = (id: string, body: LocateRequest) =>
  callApi(deviceEndpoints.locate, { params: { id }, body });
