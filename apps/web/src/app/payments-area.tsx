import Stack from '@mui/material/Stack';
import { Navigate } from 'react-router';
import { ErrorState } from '../components/error-state';
import { SectionLoader } from '../components/section-loader';
import { AccountAreaTabs } from '../features/account';
import { usePaymentMethods } from '../features/payments';
import { PaymentsPage } from '../features/payments/components/payments-page';
import { ApiError } from '../lib/api-client';
import { useT } from '../lib/i18n/use-t';
import { pathTo } from '../lib/paths';
import { displayMessage } from '../lib/toast';

/**
 * Payments (/user/payments) in the account area, for owners of a GPS tracker and payers who had one (the server
 * refuses anyone else, who goes to Account settings), under the area's tabs. Composed here, so that payments does not
 * use account: account uses payments (the country lock).
 */
export function PaymentsArea() {
  const t = useT();
  const payer = usePaymentMethods();
  if (payer.error instanceof ApiError && payer.error.status === 403)
    return <Navigate to={pathTo('user-settings-account')} replace />;
  if (payer.isError) return <ErrorState message={displayMessage(payer.error)} onRetry={() => void payer.refetch()} />;
  if (payer.isPending) return <SectionLoader label={t('common.loadingPayments')} />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <AccountAreaTabs current="payments" />
      <PaymentsPage />
    </Stack>
  );
}
