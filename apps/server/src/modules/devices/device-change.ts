import { serverMessages, type Device } from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { DeviceFields } from '../../db/schema/index.js';
import type { Caller } from '../../http/authenticate.js';
import { NotFoundError } from '../../errors.js';
import { toDevice } from './device.mapper.js';
import { authorize, type GatedDevice } from './device-gate.js';
import type { DevicesRepository } from './devices.repository.js';
import type { AccessibleDevice } from './device-lookups.repository.js';
import type { DeviceModification } from './device-modifications.repository.js';

export interface DeviceOutcome {
  message: string;
  device: Device;
}

/**
 * How every device call applies its change once the gate has let it through: the privilege is checked again and the
 * change decided on the locked row (a share downgraded meanwhile is refused with 403), answered as the caller sees the
 * device afterwards; 404 if the caller lost sight of it in between.
 */
export function createDeviceChanger(repository: DevicesRepository, clock: Clock) {
  return async function changeDevice(
    caller: Caller,
    gated: GatedDevice,
    decide: (row: DeviceFields) => DeviceModification,
    message: string,
  ): Promise<DeviceOutcome> {
    const decideIfAllowed = (current: AccessibleDevice) => {
      authorize(caller, current, gated.action);
      return decide(current.device);
    };
    const updated = await repository.modify(caller.id, gated.device.id, decideIfAllowed, clock.now());
    if (!updated) throw new NotFoundError(serverMessages.deviceNotFound);
    return { message, device: toDevice(updated, caller.roles) };
  };
}

export type DeviceChanger = ReturnType<typeof createDeviceChanger>;
