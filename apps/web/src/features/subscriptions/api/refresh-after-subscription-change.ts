import type { QueryClient } from '@tanstack/react-query';
import { deviceKeys } from '../../devices';
import { subscriptionKeys } from './subscription-keys';

/** A bought, changed, paused or ended plan changes the subscriptions, the plans' trials and the device's status. */
export function refreshAfterSubscriptionChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
    queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  ]);
}
