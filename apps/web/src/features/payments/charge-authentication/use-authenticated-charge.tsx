import { paymentRequiredBodySchema, type PaymentAction } from '@lodestar/contract';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useChargeAuthentication } from './use-charge-authentication';

/** The step a refusal waits for: the server's 402 to a charge its card holder must authenticate first. */
function paymentActionOf(error: unknown): PaymentAction | null {
  if (!(error instanceof ApiError) || error.status !== 402) return null;
  const body = paymentRequiredBodySchema.safeParse(error.body);
  return body.success ? body.data.paymentAction : null;
}

/**
 * Runs a call that charges a card, under an Idempotency-Key of its own. When the server answers that the card's issuer
 * asks its holder to authenticate the charge (402 with the step), the step runs (render `dialog`) and the call is
 * repeated once with the same key: the server then finishes it, or refuses it saying why and that nothing was charged.
 * `pending` covers the whole run, the step included.
 */
export function useAuthenticatedCharge() {
  const { authenticate, dialog } = useChargeAuthentication();
  const [pending, setPending] = useState(false);

  const run = async <T,>(call: (idempotencyKey: string) => Promise<T>): Promise<T> => {
    const idempotencyKey = crypto.randomUUID();
    setPending(true);
    try {
      return await call(idempotencyKey);
    } catch (error) {
      const action = paymentActionOf(error);
      if (!action) throw error;
      await authenticate(action);
      return await call(idempotencyKey);
    } finally {
      setPending(false);
    }
  };

  return { run, pending, dialog };
}
