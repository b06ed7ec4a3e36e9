import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { PageSection } from '../../../components/page-section';
import { useT } from '../../../lib/i18n/use-t';
import { AccountCreditSection } from './account-credit-section';
import { PaymentHistorySection } from './payment-history-section';
import { PaymentsDueBanner } from './payments-due-banner';
import { PaymentMethodsSection } from './payment-methods-section';

/**
 * Payments (/user/payments): the saved methods, the account's credit and the payment history; `?deviceId=` (the plan page's payment
 * history link) narrows the history to that device until cleared. The app places it in the account area, under its
 * tabs, for owners of a GPS tracker (app/payments-area.tsx).
 */
export function PaymentsPage() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const deviceId = search.get('deviceId') ?? undefined;

  return (
    <>
      <PaymentsDueBanner />
      <PageSection title={t('payments.page.methods')}>
        <PaymentMethodsSection />
      </PageSection>
      <PageSection title={t('payments.accountCredit')}>
        <AccountCreditSection />
      </PageSection>
      <PageSection title={t('payments.paymentHistory')}>
        <Stack spacing={1.5}>
          {deviceId && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2">{t('payments.page.deviceFilter', { deviceId })}</Typography>
              <Button size="small" onClick={() => setSearch({}, { replace: true })}>
                {t('payments.page.allDevices')}
              </Button>
            </Stack>
          )}
          <PaymentHistorySection key={deviceId ?? 'all'} deviceId={deviceId} />
        </Stack>
      </PageSection>
    </>
  );
}
