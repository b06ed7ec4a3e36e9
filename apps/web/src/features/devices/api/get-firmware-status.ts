import { firmwareEndpoints } from '@lodestar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { deviceKeys } from './device-keys';

export const getFirmwareStatus = (uuid: string) => callApi(firmwareEndpoints.status, { params: { deviceUUID: uuid } });

export const firmwareStatusQuery = (uuid: string) =>
  queryOptions({ queryKey: deviceKeys.firmware(uuid), queryFn: () => getFirmwareStatus(uuid) });

/** The installed and latest firmware of a device, and an update still waiting for the device. */
export function useFirmwareStatus(uuid: string) {
  return useQuery(firmwareStatusQuery(uuid));
}
