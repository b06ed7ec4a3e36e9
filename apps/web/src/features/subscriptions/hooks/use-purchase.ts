import type { SubscribeRequest } from '@lodestar/contract';
import { useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { useFinishPayment } from '../api/finish-payment';
import { useSubscribe } from '../api/subscribe';
import { CardSetupError, useChargeAuthentication } from '../../payments';

/**
 * Buys or changes a plan, one purchase at a time: `buy` prepares the request (saving a new card first, say), then
 * subscribes under an Idempotency-Key of its own, so a click that reaches the server twice buys once. A first payment
 * that asks its card holder to authenticate it gets that step (render `dialog`), then the server says how it ended. A
 * click while a purchase runs joins it. Toasts 'Subscribed successfully' or the refusal; resolves whether it succeeded.
 */
export function usePurchase() {
  const t = useT();
  const subscription = useSubscribe();
  const finish = useFinishPayment();
  const authentication = useChargeAuthentication();
  const [pending, setPending] = useState(false);
  const running = useRef<Promise<boolean> | null>(null);

  const purchase = async (planId: string, prepare: () => Promise<SubscribeRequest>) => {
    const idempotencyKey = crypto.randomUUID();
    try {
      const body = await prepare();
      const answer = await subscription.mutateAsync({ planId, body, idempotencyKey });
      if (answer.paymentAction) {
        await authentication.authenticate(answer.paymentAction);
        await finish.mutateAsync(answer.data.id);
      }
      toast.success(t('billingMessages.subscribed'));
      return true;
    } catch (error) {
      // The card form shows its own refusals beside their fields.
      if (!(error instanceof CardSetupError && error.shown))
        toast.error(error, error instanceof CardSetupError ? error.message : undefined);
      return false;
    }
  };

  const buy = (planId: string, prepare: () => Promise<SubscribeRequest>) => {
    if (!running.current) {
      setPending(true);
      running.current = purchase(planId, prepare).finally(() => {
        running.current = null;
        setPending(false);
      });
    }
    return running.current;
  };

  return { buy, pending, dialog: authentication.dialog };
}
