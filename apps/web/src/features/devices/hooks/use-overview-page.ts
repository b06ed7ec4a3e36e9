import { DEVICE_PAGE_SIZE } from '@lodestar/contract';
import type { NeighbourPages } from '../components/device-view-props';
import { useState } from 'react';

/** The number of pages `total` devices fill (at least one). */
export const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / DEVICE_PAGE_SIZE));

/** The pages before and after `page` of `pageCount`, and the way to them. */
export const neighbourPages = (page: number, pageCount: number, setPage: (page: number) => void): NeighbourPages => ({
  hasPrevious: page > 1,
  hasNext: page < pageCount,
  previous: () => setPage(page - 1),
  next: () => setPage(page + 1),
});

/**
 * The overview's page number, back to 1 whenever `resetKey` (the filter and the search) changes: searching
 * resets the page.
 */
export function useOverviewPage(resetKey: string): [number, (page: number) => void] {
  const [state, setState] = useState({ resetKey, page: 1 });
  const page = state.resetKey === resetKey ? state.page : 1;
  return [page, (next: number) => setState({ resetKey, page: next })];
}
