import type { QueryClient } from '@tanstack/react-query';
import { deviceKeys } from '../../devices';
import { paymentKeys } from '../../../lib/payment-keys';
import { invalidateEach } from '../../../lib/query-client';
import { subscriptionKeys } from '../../../lib/subscription-keys';

/**
 * A saved, changed or removed card changes the saved methods; a new default card may also have paid a failed
 * renewal, which changes the subscriptions, the device's plan status and the payment history.
 */
export function refreshAfterCardChange(queryClient: QueryClient) {
  return invalidateEach(queryClient, [
    paymentKeys.methods,
    subscriptionKeys.allCurrent,
    paymentKeys.records,
    deviceKeys.all,
  ]);
}
