import type { QueryClient } from '@tanstack/react-query';
import { subscriptionKeys } from './subscription-keys';

/**
 * A saved, changed or removed card changes the payment user; a new default card may also have paid a failed
 * renewal, which changes the subscriptions and the payment history.
 */
export function refreshAfterCardChange(queryClient: QueryClient) {
  return Promise.all(
    [subscriptionKeys.paymentUser, subscriptionKeys.allCurrent, subscriptionKeys.payments].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
