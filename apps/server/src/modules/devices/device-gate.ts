import { mayOnDevice, messages, serverMessages, type DeviceAction } from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { Caller } from '../../http/authenticate.js';
import { ForbiddenError, NotFoundError } from '../../errors.js';
import type { DevicesRepository } from './devices.repository.js';
import type { AccessibleDevice } from './device-lookups.repository.js';

/** A device the gate let through, with the action it was let through for (checked again under the row lock). */
export type GatedDevice = AccessibleDevice & { action: DeviceAction };

/** 403 unless the caller's privilege on the device allows the action. */
export function authorize(
  caller: Caller,
  access: Pick<AccessibleDevice, 'privilege'>,
  action: DeviceAction,
): void {
  if (!mayOnDevice(action, access.privilege, caller.roles)) throw new ForbiddenError(messages.permissionDenied);
}

/**
 * Every device call passes here: a device the caller cannot see is 404 (its existence is not revealed), one they
 * see without the privilege for the action is 403.
 */
export function createDeviceGate(repository: DevicesRepository, clock: Clock) {
  return async function deviceFor(caller: Caller, ref: string, action: DeviceAction): Promise<GatedDevice> {
    const found = await repository.findAccessible(caller.id, ref, clock.now());
    if (!found) throw new NotFoundError(serverMessages.deviceNotFound);
    authorize(caller, found, action);
    return { ...found, action };
  };
}

export type DeviceGate = ReturnType<typeof createDeviceGate>;
