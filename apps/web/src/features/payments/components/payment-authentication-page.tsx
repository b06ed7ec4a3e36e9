import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InvoicePayment } from '@lodestar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageSection } from '../../../components/page-section';
import { SectionLoader } from '../../../components/section-loader';
import { useContractText } from '../../../lib/i18n/contract-text';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';
import { paymentKeys } from '../../../lib/payment-keys';
import { subscriptionKeys } from '../../../lib/subscription-keys';
import { displayMessage } from '../../../lib/toast';
import { deviceKeys } from '../../devices';
import { useInvoicePayment } from '../api/invoice-payment';
import { useChargeAuthentication } from '../charge-authentication/use-charge-authentication';
import { useMoney } from '../../../lib/i18n/use-money';
import { invalidateEach } from '../../../lib/query-client';

/** What the payment's state means for the payer, and what they can do. */
function PaymentState({
  payment,
  onAuthenticate,
  pending,
}: {
  payment: InvoicePayment;
  onAuthenticate: () => void;
  pending: boolean;
}) {
  const t = useT();
  const contractText = useContractText();
  const money = useMoney();
  const amount = money(payment.amount, payment.currency);
  if (payment.status === 'paid') return <Alert severity="success">{t('payments.payment.complete', { amount })}</Alert>;
  if (payment.status === 'unpaid')
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error">{contractText(payment.message ?? t('payments.payment.notThrough', { amount }))}</Alert>
        <Typography variant="body2">{t('payments.payment.updateCard')}</Typography>
      </Stack>
    );
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{t('payments.payment.bankAsks', { amount })}</Typography>
      <Button variant="contained" onClick={onAuthenticate} disabled={pending}>
        {pending ? t('payments.payment.confirming') : t('payments.payment.confirm', { amount })}
      </Button>
    </Stack>
  );
}

/**
 * Where a payment that asks for the card holder's authentication (a renewal charged while they were away) is
 * completed: the amount, the bank's step, then how it ended. The payment mail and the plan's row link here.
 */
export function PaymentAuthenticationPage() {
  const t = useT();
  const { invoiceId = '' } = useParams();
  const payment = useInvoicePayment(invoiceId);
  const queryClient = useQueryClient();
  const authentication = useChargeAuthentication();
  const [pending, setPending] = useState(false);

  const authenticate = async (data: InvoicePayment) => {
    if (!data.paymentAction) return;
    setPending(true);
    try {
      await authentication.authenticate(data.paymentAction);
      // The paid renewal changes the payments, the plan and the device's plan status.
      await invalidateEach(queryClient, [paymentKeys.all, subscriptionKeys.all, deviceKeys.all]);
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <PageSection title={t('payments.payment.title')}>
        {payment.isPending ? (
          <SectionLoader label={t('payments.payment.loading')} />
        ) : payment.isError ? (
          <ErrorState message={displayMessage(payment.error)} onRetry={() => void payment.refetch()} />
        ) : (
          <PaymentState
            payment={payment.data}
            pending={pending}
            onAuthenticate={() => void authenticate(payment.data)}
          />
        )}
        <Stack direction="row" sx={{ mt: 2 }}>
          <Button component={Link} to={pathTo('user-settings-payments')}>
            {t('payments.payment.goToPayments')}
          </Button>
        </Stack>
      </PageSection>
      {authentication.dialog}
    </Stack>
  );
}
