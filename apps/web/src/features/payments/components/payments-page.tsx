import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { PageSection } from '../../../components/page-section';
import { AccountCreditSection } from './account-credit-section';
import { PaymentHistorySection } from './payment-history-section';
import { PaymentMethodsSection } from './payment-methods-section';

/**
 * Payments (/user/payments): the saved methods, the account's credit and the payment history; `?deviceId=` (the plan page's payment
 * history link) narrows the history to that device until cleared. The app places it in the account area, under its
 * tabs, for owners of a GPS tracker (app/payments-area.tsx).
 */
export function PaymentsPage() {
  const [search, setSearch] = useSearchParams();
  const deviceId = search.get('deviceId') ?? undefined;

  return (
    <>
      <PageSection title="Payment methods">
        <PaymentMethodsSection />
      </PageSection>
      <PageSection title="Account credit">
        <AccountCreditSection />
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
    </>
  );
}
