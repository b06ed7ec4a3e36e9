import type { QueryClient } from '@tanstack/react-query';
import { deviceKeys } from '../../devices';
import { paymentKeys } from '../../../lib/payment-keys';
import { subscriptionKeys } from '../../../lib/subscription-keys';
import { invalidateEach } from '../../../lib/query-client';

/**
 * A bought, changed, paused or ended plan changes the subscriptions, the plans' trials, the device's status and the
 * payments (the history, and whether live plans hold the saved methods).
 */
export function refreshAfterSubscriptionChange(queryClient: QueryClient) {
  return invalidateEach(queryClient, [subscriptionKeys.all, paymentKeys.all, deviceKeys.all]);
}
