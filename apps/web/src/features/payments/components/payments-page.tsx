import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { Navigate, useSearchParams } from 'react-router';
import { PageSection } from '../../../components/page-section';
import { SectionLoader } from '../../../components/section-loader';
import { pathTo } from '../../../lib/paths';
import { AccountAreaTabs, useHasTrackerDevice } from '../../account';
import { PaymentHistorySection } from './payment-history-section';
import { PaymentMethodsSection } from './payment-methods-section';

/**
 * Payments (/user/payments), for owners of a GPS tracker (§2.2): the saved methods and the payment history;
 * `?deviceId=` (the plan page's payment history link) narrows the history to that device until cleared.
 */
export function PaymentsPage() {
  const hasTracker = useHasTrackerDevice();
  const [search, setSearch] = useSearchParams();
  const deviceId = search.get('deviceId') ?? undefined;

  if (hasTracker === undefined) return <SectionLoader label="Loading payments" />;
  if (!hasTracker) return <Navigate to={pathTo('user-settings-account')} replace />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <AccountAreaTabs current="payments" />
      <PageSection title="Payment methods">
        <PaymentMethodsSection />
      </PageSection>
      <PageSection title="Payment history">
        <Stack spacing={1.5}>
          {deviceId && (
            <div>
              <Chip label={`Device ${deviceId}`} onDelete={() => setSearch({}, { replace: true })} />
            </div>
          )}
          <PaymentHistorySection key={deviceId ?? 'all'} deviceId={deviceId} />
        </Stack>
      </PageSection>
    </Stack>
  );
}
