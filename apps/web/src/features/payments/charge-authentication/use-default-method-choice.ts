import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { useMakeDefaultMethod } from '../api/change-method';
import { useOwedPaymentSteps } from './use-owed-payment-steps';

/**
 * Make default on a saved method: it pays the plans from now on, and what they owed at once, with the card holder's
 * step where the bank asks for one (render `dialog`). `choosing` tells which method is being made the default.
 */
export function useDefaultMethodChoice() {
  const t = useT();
  const makeDefault = useMakeDefaultMethod();
  const owed = useOwedPaymentSteps();
  // Held until the steps are over too, so that a second click cannot start another change meanwhile.
  const [chosen, setChosen] = useState<string | null>(null);

  const choose = async (methodId: string) => {
    if (chosen) return;
    setChosen(methodId);
    try {
      const answer = await makeDefault.mutateAsync(methodId).catch((error: unknown) => void toast.error(error));
      if (!answer) return;
      toast.success(t('billingMessages.changed'));
      await owed.settle(answer.paymentActions);
    } finally {
      setChosen(null);
    }
  };

  const choosing = (methodId: string) => chosen === methodId;
  return { choose, choosing, dialog: owed.dialog };
}
