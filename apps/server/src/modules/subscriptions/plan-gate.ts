import { mayBuyPlans, messages } from '@lodestar/contract';
import { ForbiddenError } from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import type { DeviceGate } from '../devices/index.js';

/**
 * §6 on the server: plans are for a GPS tracker's SuperOwner, unless a k9 user or an enterprise user without payment
 * tabs. A device the caller cannot see is not found; one they see without that right is 403 'Permission denied'.
 */
export function createPlanGate(deviceFor: DeviceGate) {
  return async function planDevice(caller: Caller, ref: string) {
    const found = await deviceFor(caller, ref, 'view');
    if (!mayBuyPlans({ deviceType: found.device.deviceType, privilege: found.privilege }, caller)) throw new ForbiddenError(messages.permissionDenied);
    return found.device;
  };
}

export type PlanGate = ReturnType<typeof createPlanGate>;
