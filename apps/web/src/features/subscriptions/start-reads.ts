import type { QueryClient } from '@tanstack/react-query';
import { currentSubscriptionsQuery } from './api/current-subscriptions';
import { endedPlanQuery } from './api/ended-plan';
import { plansQuery } from './api/list-plans';

/**
 * Asks for the Update Plan tab's reads (the plans, the device's live subscriptions, its ended plan) before the tab
 * renders: each needs only the serial number in the address, and the tab then finds them in the cache.
 */
export function prefetchPlansTab(queryClient: QueryClient, deviceUUID: string): void {
  void queryClient.prefetchQuery(plansQuery(deviceUUID));
  void queryClient.prefetchQuery(currentSubscriptionsQuery(deviceUUID));
  void queryClient.prefetchQuery(endedPlanQuery(deviceUUID));
}
