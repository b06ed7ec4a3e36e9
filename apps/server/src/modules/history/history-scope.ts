import { serverMessages, type DeviceAction, type TripRules } from '@lodestar/contract';
import { NotFoundError } from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import type { DeviceGate } from '../devices/index.js';
import type { HistoryScope } from './history.repository.js';

/**
 * The history the caller may read of a device, for the action: the device's current owner's, and how it splits into
 * trips and stops. A device the caller
 * cannot see, or one nobody owns, is 404; one they see without the privilege is 403.
 */
export async function historyScopeOf(
  deviceFor: DeviceGate,
  caller: Caller,
  ref: string,
  action: DeviceAction = 'view',
): Promise<HistoryScope & { deviceUUID: string; tripRules: TripRules }> {
  const { device } = await deviceFor(caller, ref, action);
  if (!device.userId) throw new NotFoundError(serverMessages.deviceNotFound);
  return { deviceId: device.id, ownerId: device.userId, deviceUUID: device.deviceUUID, tripRules: device.tripRules };
}
