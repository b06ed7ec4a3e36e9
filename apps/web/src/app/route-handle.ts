import { useMatches } from 'react-router';
import type { MessageId } from '../lib/i18n/catalogue';
import { useT } from '../lib/i18n/use-t';
import type { RouteReads } from './route-reads';

/** What every route of the app carries: its title's message (by the contract's route name, for contract routes), and its reads. */
export interface RouteHandle {
  title: MessageId;
  reads?: RouteReads;
}

/** The title of the deepest route that has one, in the shown language. */
export function useRouteTitle(): string | undefined {
  const t = useT();
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const title = (matches[index]?.handle as RouteHandle | undefined)?.title;
    if (title) return t(title);
  }
  return undefined;
}
