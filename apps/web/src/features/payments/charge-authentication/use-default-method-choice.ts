import { billingMessages } from '@lodestar/contract';
import { toast } from '../../../lib/toast';
import { useMakeDefaultMethod } from '../api/change-method';
import { useOwedPaymentSteps } from './use-owed-payment-steps';

/**
 * Make default on a saved method: it pays the plans from now on, and what they owed at once, with the card holder's
 * step where the bank asks for one (render `dialog`). `choosing` tells which method is being made the default.
 */
export function useDefaultMethodChoice() {
  const makeDefault = useMakeDefaultMethod();
  const owed = useOwedPaymentSteps();

  const choose = async (methodId: string) => {
    const answer = await makeDefault.mutateAsync(methodId).catch((error: unknown) => void toast.error(error));
    if (!answer) return;
    toast.success(billingMessages.changed);
    await owed.settle(answer.paymentActions);
  };

  const choosing = (methodId: string) => makeDefault.isPending && makeDefault.variables === methodId;
  return { choose, choosing, dialog: owed.dialog };
}
