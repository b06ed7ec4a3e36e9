import { createBrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { AppRouter } from './app-router';
import { AppProviders } from './providers';
import { appRoutes } from './routes';

const queryClient = createQueryClient();
const router = createBrowserRouter(appRoutes);

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <AppRouter router={router} />
    </AppProviders>
  );
}
