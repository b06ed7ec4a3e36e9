import { can, mayBuyPlans, messages } from '@lodestar/contract';
import { ForbiddenError } from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import type { DeviceGate } from '../devices/index.js';

/**
 * On the server: plans are for a GPS tracker's SuperOwner, unless a k9 user or an enterprise user without payment
 * tabs. A device the caller cannot see is not found; one they see without that right is 403 'Permission denied'.
 * `forSale`: the plans a seller (k9 or dealership) may buy for the receiver of a tracker of their own (decision 0030).
 */
export function createPlanGate(deviceFor: DeviceGate) {
  return async function planDevice(caller: Caller, ref: string, { forSale = false } = {}) {
    const found = await deviceFor(caller, ref, 'view');
    const sells =
      forSale &&
      can('findReceivers', caller.roles) &&
      found.device.userId === caller.id &&
      found.device.deviceType === 'shield_gps';
    if (!sells && !mayBuyPlans({ deviceType: found.device.deviceType, privilege: found.privilege }, caller))
      throw new ForbiddenError(messages.permissionDenied);
    return found.device;
  };
}

export type PlanGate = ReturnType<typeof createPlanGate>;
