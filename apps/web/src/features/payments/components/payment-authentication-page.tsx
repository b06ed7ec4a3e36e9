import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney, type InvoicePayment } from '@lodestar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageSection } from '../../../components/page-section';
import { SectionLoader } from '../../../components/section-loader';
import { pathTo } from '../../../lib/paths';
import { paymentKeys } from '../../../lib/payment-keys';
import { subscriptionKeys } from '../../../lib/subscription-keys';
import { displayMessage } from '../../../lib/toast';
import { deviceKeys } from '../../devices';
import { useInvoicePayment } from '../api/invoice-payment';
import { useChargeAuthentication } from '../charge-authentication/use-charge-authentication';
import { paymentTexts } from '../payment-texts';
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
  const amount = formatMoney(payment.amount, payment.currency);
  if (payment.status === 'paid') return <Alert severity="success">{paymentTexts.paymentComplete(amount)}</Alert>;
  if (payment.status === 'unpaid')
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error">{payment.message ?? paymentTexts.paymentNotThrough(amount)}</Alert>
        <Typography variant="body2">
          Update your card on the Payments page: a new default card pays what is due at once.
        </Typography>
      </Stack>
    );
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{`Your bank asks you to confirm the payment of ${amount} before it goes through.`}</Typography>
      <Button variant="contained" onClick={onAuthenticate} disabled={pending}>
        {pending ? 'Confirming…' : `Confirm payment of ${amount}`}
      </Button>
    </Stack>
  );
}

/**
 * Where a payment that asks for the card holder's authentication (a renewal charged while they were away) is
 * completed: the amount, the bank's step, then how it ended. The payment mail and the plan's row link here.
 */
export function PaymentAuthenticationPage() {
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
      <PageSection title="Authenticate payment">
        {payment.isPending ? (
          <SectionLoader label="Loading the payment" />
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
            Go to Payments
          </Button>
        </Stack>
      </PageSection>
      {authentication.dialog}
    </Stack>
  );
}
