import type { RouteName } from '@lodestar/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { SettingsTab } from '../features/device-settings';

/**
 * The first reads of a route's page, for an app that starts on its address: asked for alongside the session check
 * and the page's code rather than once the page has rendered. The code that asks loads on demand, like the page's.
 */
export type RouteReads = (queryClient: QueryClient, params: Params) => Promise<void>;

const deviceSettingsReads =
  (tab: SettingsTab): RouteReads =>
  async (queryClient, { deviceUUID = '' }) =>
    (await import('../features/device-settings')).startDeviceSettingsReads(queryClient, deviceUUID, tab);

export const routeReads: Partial<Record<RouteName, RouteReads>> = {
  'device-settings-basic': deviceSettingsReads('basic'),
  'device-settings-alert': deviceSettingsReads('alert'),
  'device-settings-security': deviceSettingsReads('security'),
  'device-settings-sharing': deviceSettingsReads('sharing'),
  'device-settings-plans': deviceSettingsReads('plans'),
};
