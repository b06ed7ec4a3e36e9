import type { HistoryFilter } from '@lodestar/contract';

export interface HistoryPageQuery {
  /** 1-based. */
  page: number;
  perPage: number;
  filter: HistoryFilter;
}

/**
 * Query keys of location history. Every history query of a device sits under `device(deviceUUID)`, so that one
 * invalidation refreshes each view of it. Devices are addressed by their serial number (`deviceUUID`), as the
 * routes and the store's current device do.
 */
export const historyKeys = {
  all: ['history'] as const,
  device: (deviceUUID: string) => ['history', deviceUUID] as const,
  maps: (deviceUUID: string) => [...historyKeys.device(deviceUUID), 'map'] as const,
  map: (deviceUUID: string, perPage: number) => [...historyKeys.maps(deviceUUID), perPage] as const,
  track: (deviceUUID: string, from: string, to: string) =>
    [...historyKeys.device(deviceUUID), 'track', from, to] as const,
  charts: (deviceUUID: string, from: string, to: string) =>
    [...historyKeys.device(deviceUUID), 'charts', from, to] as const,
  trips: (deviceUUID: string, from: string, to: string, timeZone: string) =>
    [...historyKeys.device(deviceUUID), 'trips', from, to, timeZone] as const,
  pages: (deviceUUID: string) => [...historyKeys.device(deviceUUID), 'find'] as const,
  page: (deviceUUID: string, query: HistoryPageQuery) => [...historyKeys.pages(deviceUUID), query] as const,
};
