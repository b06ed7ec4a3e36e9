import { createBrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { publicConfigQuery } from '../lib/public-config';
import { useAppStore } from '../lib/store';
import { AppRouter } from './app-router';
import { preloadPages } from '../components/lazy-page';
import { NewVersionPrompt } from '../components/new-version-prompt';
import { currentUserQuery } from '../features/auth';
import { AppProviders } from './providers';
import type { RouteHandle } from './route-handle';
import { appRoutes } from './routes';

const queryClient = createQueryClient();
const router = createBrowserRouter(appRoutes);
// Every page reads the installation's configuration (the root layout's banner, sign-in's captcha): asked for before
// any chunk of a page, so that it does not wait behind them for one of the browser's connections.
void queryClient.prefetchQuery(publicConfigQuery);
// With a session, its check, the first reads of the page of the address and the code of the guard, the portal shell
// and the page start side by side, not each once the one before has rendered (the reads first, for the same
// reason). Without one the portal's pages would be a detour on the way to sign-in, so nothing starts early.
if (useAppStore.getState().authHeader) {
  void queryClient.prefetchQuery(currentUserQuery);
  for (const match of router.state.matches) {
    // Only a head start: the page asks again for what did not come.
    (match.route.handle as RouteHandle | undefined)?.reads?.(queryClient, match.params).catch(() => undefined);
  }
  for (const match of router.state.matches) preloadPages(match.route.element);
}

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <AppRouter router={router} />
      <NewVersionPrompt />
    </AppProviders>
  );
}
