import {
  paginationOf,
  type HistoryFindResponse,
  type HistoryMapResponse,
  type LocationRecord,
} from '@lodestar/contract';
import type { Query, QueryClient } from '@tanstack/react-query';
import { isSamePlace, mergeLiveLocation } from '../live-location';
import { historyKeys } from '../../../lib/history-keys';

type MapKey = ReturnType<typeof historyKeys.map>;
type PageKey = ReturnType<typeof historyKeys.page>;

/** The grid's first page without a filter: like the map, it starts at the device's newest position. */
function isNewestPage(query: Query): boolean {
  const { page, filter } = (query.queryKey as PageKey)[3];
  return page === 1 && filter === 'all';
}

function withLiveHead(response: HistoryFindResponse, location: LocationRecord): HistoryFindResponse {
  const { page, perPage, total } = response.pagination;
  const [head] = response.data;
  const inserted = !head || !isSamePlace(head, location);
  return {
    ...response,
    data: mergeLiveLocation(response.data, location, perPage),
    pagination: inserted ? paginationOf(page, perPage, total + 1) : response.pagination,
  };
}

/**
 * A new location of the device on screen. The views of its newest positions (the map at every per-page count,
 * and the grid's first page without a filter) take it by the live-history rule; every other cached page of the
 * device has shifted, so it is read again.
 */
export function applyLiveLocation(queryClient: QueryClient, deviceUUID: string, location: LocationRecord): void {
  for (const [queryKey, response] of queryClient.getQueriesData<HistoryMapResponse>({
    queryKey: historyKeys.maps(deviceUUID),
  })) {
    const perPage = (queryKey as MapKey)[3];
    if (response) {
      queryClient.setQueryData(queryKey, { ...response, data: mergeLiveLocation(response.data, location, perPage) });
    }
  }
  for (const [queryKey, response] of queryClient.getQueriesData<HistoryFindResponse>({
    queryKey: historyKeys.pages(deviceUUID),
    predicate: isNewestPage,
  })) {
    if (response) queryClient.setQueryData(queryKey, withLiveHead(response, location));
  }
  void queryClient.invalidateQueries({
    queryKey: historyKeys.pages(deviceUUID),
    predicate: (query) => !isNewestPage(query),
  });
}
