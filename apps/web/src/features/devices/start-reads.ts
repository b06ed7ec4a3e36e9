import type { QueryClient } from '@tanstack/react-query';
import { useAppStore } from '../../lib/store';
import { deviceCountQuery, overviewPageQuery } from './api/find-devices';
import { prefetchDevice } from './api/get-device';

export { prefetchDevice };

/** The overview's first page as the page will ask for it: the type filter and the search (trimmed) the store holds. */
export function firstOverviewPageQuery(userId: string) {
  const { deviceTypeFilter, deviceSearch } = useAppStore.getState();
  return overviewPageQuery(userId, { type: deviceTypeFilter, name: deviceSearch.trim(), page: 1 });
}

/**
 * The overview's first reads, for an app that starts on its address (the page reads them with these options): the
 * account's device count and the first page of its list as the overview will ask, then the device it will select
 * (the one in the address, else the remembered one, else the page's first), which it answers.
 */
export async function startOverviewReads(queryClient: QueryClient, userId: string, addressed: string | undefined) {
  void queryClient.prefetchQuery(deviceCountQuery(userId));
  const firstPage = queryClient.fetchQuery(firstOverviewPageQuery(userId));
  firstPage.catch(() => undefined);
  const selected = addressed ?? useAppStore.getState().deviceUUID ?? (await firstPage).devices[0]?.deviceUUID;
  // A remembered device may be gone (transferred, unshared): the overview tells when it reads it, and an account left
  // with no devices shows its welcome without one, so this read stays quiet.
  if (selected) void prefetchDevice(queryClient, selected, { quietStatuses: [403, 404] });
  return selected;
}
