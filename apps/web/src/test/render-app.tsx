import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { AppRouter } from '../app/app-router';
import { AppProviders } from '../app/providers';
import { appRoutes } from '../app/routes';
import { createQueryClient } from '../lib/query-client';
import { useAppStore } from '../lib/store';

export const TEST_AUTH_HEADER = 'Bearer test-token';

/**
 * Renders the whole app at `path` in memory; `signedIn` stores a token first (mock /api/users/me yourself); `queryClient`
 * may hold what was read before.
 */
export function renderApp(
  path: string,
  { signedIn = false, queryClient = createQueryClient() }: { signedIn?: boolean; queryClient?: QueryClient } = {},
) {
  if (signedIn) useAppStore.getState().setAuthHeader(TEST_AUTH_HEADER);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <AppRouter router={router} />
    </AppProviders>,
  );
  return { ...view, router, user, queryClient };
}
