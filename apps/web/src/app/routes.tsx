import { routeTable, type RouteAccess } from '@lodestar/contract';
import { Navigate, type RouteObject } from 'react-router';
import { AccountLayout } from './layouts/account-layout';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './not-found-page';
import { PortalLayout, PublicLayout, RequireSession } from './pages';
import { routeElements } from './route-elements';
import type { RouteHandle } from './route-handle';
import { routeReads } from './route-reads';
import { RouteErrorPage } from './route-error-page';

function routesFor(access: RouteAccess): RouteObject[] {
  return routeTable
    .filter((route) => route.access === access)
    .map((route) => ({
      path: route.path,
      handle: { title: `common.route.${route.name}`, reads: routeReads[route.name] } satisfies RouteHandle,
      element: 'redirectTo' in route ? <Navigate to={route.redirectTo} replace /> : routeElements[route.name],
    }));
}

/** The app's routes, built from the contract's route table. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { element: <AccountLayout />, children: routesFor('account') },
      { element: <PublicLayout />, children: routesFor('public') },
      {
        element: <RequireSession />,
        children: [{ element: <PortalLayout />, children: routesFor('portal') }],
      },
      { path: '*', element: <NotFoundPage />, handle: { title: 'common.notFound.title' } satisfies RouteHandle },
    ],
  },
];
