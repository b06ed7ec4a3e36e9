import { mayOnDevice, messages, serverMessages, type DeviceAction, type Role } from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { UserRow } from '../../db/schema/index.js';
import { ForbiddenError, NotFoundError } from '../../errors.js';
import type { AccessibleDevice, DevicesRepository } from './devices.repository.js';

export const rolesOf = (user: UserRow) => user.roles as Role[];

/**
 * Every device call passes here: a device the caller cannot see is 404 (its existence is not revealed), one they
 * see without the privilege for the action is 403.
 */
export function createDeviceGate(repository: DevicesRepository, clock: Clock) {
  return async function deviceFor(caller: UserRow, ref: string, action: DeviceAction): Promise<AccessibleDevice> {
    const found = await repository.findAccessible(caller.id, ref, clock.now());
    if (!found) throw new NotFoundError(serverMessages.deviceNotFound);
    if (!mayOnDevice(action, found.privilege, rolesOf(caller))) throw new ForbiddenError(messages.permissionDenied);
    return found;
  };
}

export type DeviceGate = ReturnType<typeof createDeviceGate>;
