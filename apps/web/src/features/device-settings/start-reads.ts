import type { QueryClient } from '@tanstack/react-query';
import { prefetchDevice } from '../devices/start-reads';
import { prefetchPlansTab } from '../subscriptions/start-reads';
import { DENIED_STATUSES } from './denied-statuses';
import type { SettingsTab } from './settings-tabs';

/** The settings page's first reads, for an app that starts on its address (the page reads them with these options). */
export function startDeviceSettingsReads(queryClient: QueryClient, deviceUUID: string, tab: SettingsTab): void {
  void prefetchDevice(queryClient, deviceUUID, { quietStatuses: DENIED_STATUSES });
  if (tab === 'plans') prefetchPlansTab(queryClient, deviceUUID);
}
