import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { DuePayment } from '@lodestar/contract';
import { formatDate } from '../../../lib/date-time';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { usePayDue, usePaymentsDue } from '../api/payments-due';
import { useAuthenticatedCharge } from '../charge-authentication/use-authenticated-charge';
import { useMoney, type Money } from '../../../lib/i18n/use-money';

function dueSentence(payment: DuePayment, t: Translate, money: Money) {
  const values = { amount: money(payment.amount, payment.currency), what: payment.description };
  if (payment.reason === 'requires_action') return t('payments.due.waits', values);
  const failed = t('payments.due.failed', values);
  return payment.nextAttempt
    ? `${failed} ${t('payments.due.retry', { day: formatDate(payment.nextAttempt * 1000) })}`
    : failed;
}

/** One payment due, with Pay now: charged to the plan's card, the bank's step run when it asks for one. */
function DueAlert({ payment }: { payment: DuePayment }) {
  const t = useT();
  const money = useMoney();
  const { pay, refresh } = usePayDue();
  const charge = useAuthenticatedCharge();
  const payNow = async () => {
    try {
      await charge.run((idempotencyKey) => pay.mutateAsync({ invoiceId: payment.invoiceId, idempotencyKey }));
      toast.success(t('billingMessages.duePaid'));
    } catch (error) {
      toast.error(error);
    } finally {
      await refresh();
    }
  };
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" loading={charge.pending} onClick={() => void payNow()}>
          {t('payments.due.payNow')}
        </Button>
      }
    >
      {dueSentence(payment, t, money)}
      {charge.dialog}
    </Alert>
  );
}

/** The payments the live plans owe, each with Pay now; nothing while none is due; Retry when the list cannot be read. */
export function PaymentsDueBanner() {
  const t = useT();
  const due = usePaymentsDue();
  if (due.isError)
    return (
      <Alert
        severity="warning"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void due.refetch()}>
            {t('payments.retry')}
          </Button>
        }
      >
        {t('payments.due.unknown')}
      </Alert>
    );
  if (!due.data?.length) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} role="region" aria-label={t('payments.due.label')}>
      {due.data.map((payment) => (
        <DueAlert key={payment.invoiceId} payment={payment} />
      ))}
    </Stack>
  );
}
