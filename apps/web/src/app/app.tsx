import { createBrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { useAppStore } from '../lib/store';
import { AppRouter } from './app-router';
import { preloadPages } from '../components/lazy-page';
import { AppProviders } from './providers';
import { appRoutes } from './routes';

const queryClient = createQueryClient();
const router = createBrowserRouter(appRoutes);
// With a session, the portal shell and the page of the address load side by side, not the page only once the shell
// has rendered. Without one the portal's pages would be a detour on the way to sign-in, so nothing starts early.
if (useAppStore.getState().authHeader) {
  for (const match of router.state.matches) preloadPages(match.route.element);
}

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <AppRouter router={router} />
    </AppProviders>
  );
}
