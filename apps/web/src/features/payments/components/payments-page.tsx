import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageSection } from '../../../components/page-section';
import { SectionLoader } from '../../../components/section-loader';
import { pathTo } from '../../../lib/paths';
import { displayMessage } from '../../../lib/toast';
import { AccountAreaTabs, useHasTrackerDevice } from '../../account';
import { PaymentHistorySection } from './payment-history-section';
import { PaymentMethodsSection } from './payment-methods-section';

/**
 * Payments (/user/payments), for owners of a GPS tracker: the saved methods and the payment history;
 * `?deviceId=` (the plan page's payment history link) narrows the history to that device until cleared.
 */
export function PaymentsPage() {
  const trackers = useHasTrackerDevice();
  const [search, setSearch] = useSearchParams();
  const deviceId = search.get('deviceId') ?? undefined;

  if (trackers.isError)
    return <ErrorState message={displayMessage(trackers.error)} onRetry={() => void trackers.refetch()} />;
  if (trackers.isPending) return <SectionLoader label="Loading payments" />;
  if (!trackers.data) return <Navigate to={pathTo('user-settings-account')} replace />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <AccountAreaTabs current="payments" />
      <PageSection title="Payment methods">
        <PaymentMethodsSection />
      </PageSection>
      <PageSection title="Payment history">
        <Stack spacing={1.5}>
          {deviceId && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2">Payments for the device {deviceId}</Typography>
              <Button size="small" onClick={() => setSearch({}, { replace: true })}>
                Show all devices
              </Button>
            </Stack>
          )}
          <PaymentHistorySection key={deviceId ?? 'all'} deviceId={deviceId} />
        </Stack>
      </PageSection>
    </Stack>
  );
}
