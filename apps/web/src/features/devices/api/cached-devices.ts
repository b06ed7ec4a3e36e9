import type { Device, GetDeviceResponse } from '@lodestar/contract';
import type { QueryClient } from '@tanstack/react-query';
import { deviceKeys } from './device-keys';
import type { DevicePage } from './find-devices';

const detailsKey = [...deviceKeys.all, 'detail'] as const;

/** Rewrites every cached page of devices with `change`. */
function updatePages(queryClient: QueryClient, change: (devices: Device[]) => Device[]) {
  queryClient.setQueriesData<DevicePage>(
    { queryKey: deviceKeys.lists },
    (page) => page && { ...page, devices: change(page.devices) },
  );
}

/** Rewrites one device (by `_id`) with `change` wherever it is cached: its detail and the pages showing it. */
export function updateCachedDevice(queryClient: QueryClient, deviceId: string, change: (device: Device) => Device) {
  const replace = (devices: Device[]) => devices.map((device) => (device._id === deviceId ? change(device) : device));
  updatePages(queryClient, replace);
  queryClient.setQueriesData<GetDeviceResponse>(
    { queryKey: detailsKey },
    (response) => response && { ...response, device: replace(response.device) },
  );
}

/** Puts the server's fresh copy of a device in place of the cached one: its detail and the pages showing it. */
export function patchCachedDevice(queryClient: QueryClient, updated: Device) {
  updateCachedDevice(queryClient, updated._id, () => updated);
}

/** Takes a removed device off every cached page at once, so that no view offers it any more. */
export function dropFromPages(queryClient: QueryClient, removed: Device) {
  updatePages(queryClient, (devices) => devices.filter((device) => device._id !== removed._id));
}

/** Forgets what was read about a removed device: its detail (by either reference) and its firmware status. */
export function forgetDevice(queryClient: QueryClient, removed: Device) {
  for (const ref of [removed._id, removed.deviceUUID]) queryClient.removeQueries({ queryKey: deviceKeys.detail(ref) });
  queryClient.removeQueries({ queryKey: deviceKeys.firmware(removed.deviceUUID) });
}
