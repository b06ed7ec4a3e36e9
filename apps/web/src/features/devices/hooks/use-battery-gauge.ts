import { can, type Device } from '@lodestar/contract';
import { useSignedInUser } from '../../../lib/signed-in-user';

/**
 * Cards and rows show a battery for GPS trackers, and only to enterprise, enterpriseNoApi, admin and superAdmin
 * users. `forRoles` tells whether the user may see gauges at all (the list's column).
 */
export function useBatteryGauge() {
  const { roles } = useSignedInUser();
  const forRoles = can('batteryGauge', roles);
  return { forRoles, shows: (device: Pick<Device, 'deviceType'>) => forRoles && device.deviceType === 'shield_gps' };
}
