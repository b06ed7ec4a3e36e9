import type { Path } from 'react-router';

/** What the session guard hands to the sign-in page: where the visitor was going. */
export interface SignInRedirectState {
  from?: Pick<Path, 'pathname' | 'search' | 'hash'>;
}

export function returnPathFrom(state: unknown): string | null {
  const from = (state as SignInRedirectState | null)?.from;
  return from ? `${from.pathname}${from.search}${from.hash}` : null;
}
