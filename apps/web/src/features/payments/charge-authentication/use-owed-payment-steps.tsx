import type { PaymentAction } from '@lodestar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { getInvoicePayment } from '../api/invoice-payment';
import { refreshAfterCardChange } from '../api/refresh-after-card-change';
import { useMoney } from '../../../lib/i18n/use-money';
import { useChargeAuthentication } from './use-charge-authentication';

/**
 * What a plan owed is charged to a new default card at once; a charge that asks the card holder to authenticate it
 * comes back as a step. `settle` runs each step in turn and says how each payment ended (render `dialog`); it never
 * throws, so the card stays saved whatever a step does.
 */
export function useOwedPaymentSteps() {
  const t = useT();
  const money = useMoney();
  const authentication = useChargeAuthentication();
  const queryClient = useQueryClient();

  const settle = async (actions: PaymentAction[]) => {
    try {
      for (const action of actions) {
        const amount = money(action.amount, action.currency);
        try {
          await authentication.authenticate(action);
          const payment = await getInvoicePayment(action.invoiceId);
          if (payment.status === 'paid') toast.success(t('payments.payment.complete', { amount }));
          else toast.error(undefined, payment.message ?? t('payments.payment.notThrough', { amount }));
        } catch (error) {
          // One step that could not run leaves its plan's link to the payment's page; the next steps still run.
          toast.error(error, t('payments.payment.notThrough', { amount }));
        }
      }
    } finally {
      if (actions.length > 0) await refreshAfterCardChange(queryClient);
    }
  };

  return { settle, dialog: authentication.dialog };
}
