import { pageTitle } from '@lodestar/contract';
import { useEffect } from 'react';
import { useProductName } from '../lib/config';
import { useRouteTitle } from './route-handle';

/** The page title is the product name plus the route's title (spec part 1 §2.1). */
export function useDocumentTitle(): void {
  const productName = useProductName();
  const routeTitle = useRouteTitle();
  useEffect(() => {
    document.title = routeTitle ? pageTitle(productName, routeTitle) : productName;
  }, [productName, routeTitle]);
}
