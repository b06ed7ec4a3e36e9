import { useMatches } from 'react-router';
import type { RouteReads } from './route-reads';

/** What every route of the app carries: its title (the contract route table's, for contract routes), and its reads. */
export interface RouteHandle {
  title: string;
  reads?: RouteReads;
}

export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const title = (matches[index]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}
