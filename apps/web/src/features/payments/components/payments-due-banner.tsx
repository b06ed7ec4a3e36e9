import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { billingMessages, formatMoney, type DuePayment } from '@lodestar/contract';
import { formatDate } from '../../../lib/date-time';
import { displayMessage, toast } from '../../../lib/toast';
import { usePayDue, usePaymentsDue } from '../api/payments-due';
import { useAuthenticatedCharge } from '../charge-authentication/use-authenticated-charge';
import { paymentTexts } from '../payment-texts';

function dueSentence(payment: DuePayment) {
  const amount = formatMoney(payment.amount, payment.currency);
  if (payment.reason === 'requires_action') return paymentTexts.dueWaits(amount, payment.description);
  const failed = paymentTexts.dueFailed(amount, payment.description);
  return payment.nextAttempt ? `${failed} ${paymentTexts.dueRetry(formatDate(payment.nextAttempt * 1000))}` : failed;
}

/** One payment due, with Pay now: charged to the plan's card, the bank's step run when it asks for one. */
function DueAlert({ payment }: { payment: DuePayment }) {
  const { pay, refresh } = usePayDue();
  const charge = useAuthenticatedCharge();
  const payNow = async () => {
    try {
      await charge.run((idempotencyKey) => pay.mutateAsync({ invoiceId: payment.invoiceId, idempotencyKey }));
      toast.success(billingMessages.duePaid);
    } catch (error) {
      toast.error(displayMessage(error));
    } finally {
      await refresh();
    }
  };
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" loading={charge.pending} onClick={() => void payNow()}>
          {paymentTexts.payNow}
        </Button>
      }
    >
      {dueSentence(payment)}
      {charge.dialog}
    </Alert>
  );
}

/** The payments the live plans owe, each with Pay now; nothing while none is due; Retry when the list cannot be read. */
export function PaymentsDueBanner() {
  const due = usePaymentsDue();
  if (due.isError)
    return (
      <Alert
        severity="warning"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void due.refetch()}>
            Retry
          </Button>
        }
      >
        {paymentTexts.dueUnknown}
      </Alert>
    );
  if (!due.data?.length) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} role="region" aria-label="Payments due">
      {due.data.map((payment) => (
        <DueAlert key={payment.invoiceId} payment={payment} />
      ))}
    </Stack>
  );
}
