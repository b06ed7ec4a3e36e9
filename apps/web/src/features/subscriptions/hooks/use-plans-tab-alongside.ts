import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentSubscriptionsQuery } from '../api/current-subscriptions';
import { endedPlanQuery } from '../api/ended-plan';
import { plansQuery } from '../api/list-plans';

/**
 * Asks for the Update Plan tab's reads (the plans, the device's live subscriptions, its ended plan) while the device
 * itself is still on its way, instead of after it: each needs only the serial number in the address, and the tab
 * then finds them in the cache.
 */
export function usePlansTabAlongside(deviceUUID: string, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    void queryClient.prefetchQuery(plansQuery(deviceUUID));
    void queryClient.prefetchQuery(currentSubscriptionsQuery(deviceUUID));
    void queryClient.prefetchQuery(endedPlanQuery(deviceUUID));
  }, [queryClient, deviceUUID, enabled]);
}
