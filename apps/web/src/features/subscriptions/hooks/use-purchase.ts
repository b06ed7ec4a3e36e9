import type { SubscribeRequest } from '@lodestar/contract';
import { useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { useSubscribe } from '../api/subscribe';
import { CardSetupError } from '../../payments';
import { subscriptionMessages } from '../subscription-messages';

/**
 * Buys or changes a plan, one purchase at a time: `buy` prepares the request (saving a new card first, say), then
 * subscribes under an Idempotency-Key of its own, so a click that reaches the server twice buys once. A click while a
 * purchase runs joins it. Toasts 'Subscribed successfully' or the refusal; resolves whether it succeeded.
 */
export function usePurchase() {
  const subscription = useSubscribe();
  const [pending, setPending] = useState(false);
  const running = useRef<Promise<boolean> | null>(null);

  const purchase = async (planId: string, prepare: () => Promise<SubscribeRequest>) => {
    const idempotencyKey = crypto.randomUUID();
    try {
      const body = await prepare();
      await subscription.mutateAsync({ planId, body, idempotencyKey });
      toast.success(subscriptionMessages.subscribedSuccessfully);
      return true;
    } catch (error) {
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

  return { buy, pending };
}
