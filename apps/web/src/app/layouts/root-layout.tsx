import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { useDocumentTitle } from '../use-document-title';
import { useSessionExpiry } from '../use-session-expiry';
import { TestPaymentsBanner } from './test-payments-banner';

export function RootLayout() {
  useDocumentTitle();
  useSessionExpiry();
  return (
    <>
      <TestPaymentsBanner />
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
