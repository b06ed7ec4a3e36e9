import Stack from '@mui/material/Stack';
import { Navigate } from 'react-router';
import { ErrorState } from '../components/error-state';
import { SectionLoader } from '../components/section-loader';
import { AccountAreaTabs, useHasTrackerDevice } from '../features/account';
import { pathTo } from '../lib/paths';
import { displayMessage } from '../lib/toast';
import { PaymentsPage } from './pages';

/**
 * Payments (/user/payments) in the account area, for owners of a GPS tracker (others go to Account settings), under
 * the area's tabs. Composed here, so that payments does not use account: account uses payments (the country lock).
 */
export function PaymentsArea() {
  const trackers = useHasTrackerDevice();
  if (trackers.isError)
    return <ErrorState message={displayMessage(trackers.error)} onRetry={() => void trackers.refetch()} />;
  if (trackers.isPending) return <SectionLoader label="Loading payments" />;
  if (!trackers.data) return <Navigate to={pathTo('user-settings-account')} replace />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <AccountAreaTabs current="payments" />
      <PaymentsPage />
    </Stack>
  );
}
