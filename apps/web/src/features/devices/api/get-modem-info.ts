import type { ModemInfo } from '@lodestar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { deviceKeys } from './device-keys';

export const getModemInfo = async (uuid: string): Promise<ModemInfo> =>
  (await apiRequest<{ modemInfo: ModemInfo }>(`/devices/modemInfo/${encodeURIComponent(uuid)}`)).modemInfo;

export const modemInfoQuery = (uuid: string) =>
  queryOptions({ queryKey: deviceKeys.modemInfo(uuid), queryFn: () => getModemInfo(uuid) });

/** The modem's network state and power-saving texts; only trackers have a modem. */
export function useModemInfo(uuid: string, enabled: boolean) {
  return useQuery({ ...modemInfoQuery(uuid), enabled });
}
