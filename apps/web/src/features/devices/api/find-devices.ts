import {
  MENU_DEVICE_PAGE,
  MENU_DEVICE_PER_PAGE,
  messages,
  type DeviceSummary,
  type DeviceTypeFilter,
} from '@lodestar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface DeviceList {
  devices: DeviceSummary[];
  total: number;
}

export const devicesKey = ['devices'] as const;

/** The menus' and overview's device fetch: page 0, perPage 999 (spec part 1 §9). */
export async function findDevices(userId: string, type: DeviceTypeFilter): Promise<DeviceList> {
  const { data, headers } = await apiFetch<DeviceSummary[]>(`/devices/find/${encodeURIComponent(userId)}`, {
    query: { type, page: MENU_DEVICE_PAGE, perPage: MENU_DEVICE_PER_PAGE },
  });
  const total = Number(headers.get('X-Total-Count') ?? data.length);
  return { devices: data, total: Number.isFinite(total) ? total : data.length };
}

export const devicesQuery = (userId: string, type: DeviceTypeFilter) =>
  queryOptions({
    queryKey: [...devicesKey, userId, type],
    queryFn: () => findDevices(userId, type),
    meta: { errorToast: messages.devicesFetchFallback },
  });

export function useDevices(userId: string, type: DeviceTypeFilter) {
  return useQuery(devicesQuery(userId, type));
}
