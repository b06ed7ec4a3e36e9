import { DEVICE_PAGE_SIZE, deviceEndpoints, messages, type Device, type DeviceTypeFilter } from '@lodestar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { RECENT_READ_MS } from '../../../lib/query-client';
import { deviceKeys } from './device-keys';

export interface DevicesQuery {
  type: DeviceTypeFilter;
  /** The name search; empty matches every device. */
  name?: string;
  /** 1-based (the server reads 0 as the first page too). */
  page: number;
  perPage: number;
}

export interface DevicePage {
  devices: Device[];
  /** Every device matching the query. */
  total: number;
}

export async function findDevices(userId: string, { name, ...query }: DevicesQuery): Promise<DevicePage> {
  const { data, pagination } = await callApi(deviceEndpoints.find, {
    params: { userId },
    query: { ...query, name: name || undefined },
  });
  return { devices: data, total: pagination.total };
}

export const devicesQuery = (userId: string, query: DevicesQuery) =>
  queryOptions({
    queryKey: deviceKeys.list(userId, query),
    queryFn: () => findDevices(userId, query),
    staleTime: RECENT_READ_MS,
    meta: { errorToast: messages.devicesFetchFallback },
  });

/** One page of the overview: 6 devices. */
export const overviewPageQuery = (userId: string, query: Omit<DevicesQuery, 'perPage'>) =>
  devicesQuery(userId, { ...query, perPage: DEVICE_PAGE_SIZE });

/** One page of the overview; the last page stays on screen while the next loads. */
export function useDevicePage(userId: string, query: Omit<DevicesQuery, 'perPage'>) {
  return useQuery({ ...overviewPageQuery(userId, query), placeholderData: keepPreviousData });
}

/** How many devices the account has, whatever the filter: the overview welcomes an account with none. */
export const deviceCountQuery = (userId: string) => devicesQuery(userId, { type: 'all', page: 1, perPage: 1 });

export function useDeviceCount(userId: string) {
  return useQuery({ ...deviceCountQuery(userId), select: (page) => page.total });
}
