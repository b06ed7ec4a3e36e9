import type { DevicesQuery } from './find-devices';

/** Query keys of device data; everything sits under `all`, so one invalidation refreshes every view of devices. */
export const deviceKeys = {
  all: ['devices'] as const,
  lists: ['devices', 'list'] as const,
  list: (userId: string, query: DevicesQuery) => [...deviceKeys.lists, userId, query] as const,
  detail: (ref: string) => [...deviceKeys.all, 'detail', ref] as const,
  firmware: (uuid: string) => [...deviceKeys.all, 'firmware', uuid] as const,
};

/**
 * A device picture by its address, outside `deviceKeys.all`: the address names one version of the picture, which
 * never needs refreshing when the devices do.
 */
export const devicePictureKey = (url: string) => ['device-picture', url] as const;
