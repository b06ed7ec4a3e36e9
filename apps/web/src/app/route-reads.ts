import type { RouteName } from '@lodestar/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { currentUserQuery } from '../features/auth';
import type { SettingsTab } from '../features/device-settings';

/**
 * The first reads of a route's page, for an app that starts on its address: asked for alongside the session check
 * and the page's code rather than once the page has rendered. The code that asks loads on demand, like the page's, from
 * each feature's `start-reads` module (a file of its own in the build, so that it does not wait for the portal's).
 */
export type RouteReads = (queryClient: QueryClient, params: Params) => Promise<void>;

const deviceSettingsReads =
  (tab: SettingsTab): RouteReads =>
  async (queryClient, { deviceUUID = '' }) =>
    (await import('../features/device-settings/start-reads')).startDeviceSettingsReads(queryClient, deviceUUID, tab);

/**
 * The overview's list and the device it selects, then that device's history; the list needs the session's user, the
 * history map's code nothing.
 */
const overviewReads: RouteReads = async (queryClient, { deviceUUID }) => {
  const [user, devices, history] = await Promise.all([
    queryClient.ensureQueryData(currentUserQuery),
    import('../features/devices/start-reads'),
    import('../features/history/start-reads'),
  ]);
  const selecting = devices.startOverviewReads(queryClient, user._id, deviceUUID);
  // After the list's reads, which matter first.
  history.startMapCode();
  const selected = await selecting;
  if (selected) history.startHistoryReads(queryClient, selected);
};

export const routeReads: Partial<Record<RouteName, RouteReads>> = {
  'device-overview': overviewReads,
  'device-overview-device': overviewReads,
  'device-settings-basic': deviceSettingsReads('basic'),
  'device-settings-alert': deviceSettingsReads('alert'),
  'device-settings-security': deviceSettingsReads('security'),
  'device-settings-sharing': deviceSettingsReads('sharing'),
  'device-settings-plans': deviceSettingsReads('plans'),
};
