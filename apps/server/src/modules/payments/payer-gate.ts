import { messages } from '@lodestar/contract';
import { ForbiddenError } from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import type { PaymentCustomers } from './payment-customers.js';

/**
 * Who may use the payments calls (decision 0052): the owner of a GPS tracker (the account it belongs to, not a sharee
 * of it), and a payer already known to the provider, so that one who sold or removed their last tracker keeps their
 * cards and invoices. Anyone else is 403 'Permission denied', before anything is read.
 */
export function createPayerGate({
  customers,
  ownsTracker,
}: {
  customers: Pick<PaymentCustomers, 'of'>;
  ownsTracker: (userId: string) => Promise<boolean>;
}) {
  return async function payer(caller: Caller) {
    if (await ownsTracker(caller.id)) return;
    if (await customers.of(caller.id)) return;
    throw new ForbiddenError(messages.permissionDenied);
  };
}

export type PayerGate = ReturnType<typeof createPayerGate>;

type CallerCalls = Record<string, (caller: Caller, ...rest: never[]) => Promise<unknown>>;

/** The service with the gate before each of its calls (each takes the caller first). */
export function behindPayerGate<S extends CallerCalls>(payer: PayerGate, service: S): S {
  const gated = Object.entries(service).map(([name, call]) => [
    name,
    async (caller: Caller, ...rest: never[]) => {
      await payer(caller);
      return call(caller, ...rest);
    },
  ]);
  return Object.fromEntries(gated) as S;
}
