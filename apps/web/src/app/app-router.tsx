import { flushSync } from 'react-dom';
import { RouterProvider, type DataRouter } from 'react-router';

/** Lets a navigation ask to render at once (`navigate(to, { flushSync: true })`) instead of in a transition. */
const renderAtOnce = (update: () => unknown): undefined => {
  flushSync(update);
};

/** The app's router provider, in the app and in component tests alike. */
export function AppRouter({ router }: { router: DataRouter }) {
  return <RouterProvider router={router} flushSync={renderAtOnce} />;
}
