import { pageTitle } from '@lodestar/contract';
import { useEffect } from 'react';
import { useProductName } from '../lib/public-config';
import { useRouteTitle } from './route-handle';

/** The page title is the product name plus the route's title. */
export function useDocumentTitle(): void {
  const productName = useProductName();
  const routeTitle = useRouteTitle();
  useEffect(() => {
    document.title = routeTitle ? pageTitle(productName, routeTitle) : productName;
  }, [productName, routeTitle]);
}
