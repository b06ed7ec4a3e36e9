import {
  messages,
  Privilege,
  removalBlockedBySubscription,
  serverMessages,
  type ClaimDeviceRequest,
  type Device,
} from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { Caller } from '../../http/authenticate.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { toDevice } from './device.mapper.js';
import type { DeviceGate } from './device-gate.js';
import type { DevicesRepository } from './devices.repository.js';
import type { AccessibleDevice } from './device-lookups.repository.js';
import { samePasscode } from './passcode.js';

/** Wrong passcodes after which claiming a device is refused for an hour, whoever tries. */
const CLAIM_FAILURE_LIMIT = 5;
const CLAIM_LOCK_MS = 60 * 60 * 1000;

interface DeviceOwnershipDeps {
  repository: Pick<DevicesRepository, 'release' | 'findByUUID' | 'recordClaimFailure' | 'claim'>;
  deviceFor: DeviceGate;
  clock: Clock;
}

/** A device coming onto an account (claimed by its serial number and passcode) and leaving it (removed). */
export function createDeviceOwnership({ repository, deviceFor, clock }: DeviceOwnershipDeps) {
  return {
    /** Answers the device's new passcode (releaseDevices). */
    async remove(caller: Caller, ref: string): Promise<string> {
      const found = await deviceFor(caller, ref, 'remove');
      const { deviceType, subscriptionStatus } = found.device;
      if (removalBlockedBySubscription({ deviceType, subscription: { status: subscriptionStatus } })) {
        throw new ConflictError(messages.activeSubscriptionBlocksRemoval);
      }
      // Only the caller's own device is released: one a racing removal already took off is not the caller's any more.
      const passcode = await repository.release(found.device.id, caller.id, clock.now());
      if (passcode === undefined) throw new NotFoundError(serverMessages.deviceNotFound);
      return passcode;
    },

    /**
     * The phone app adds a provisioned device by its serial number and passcode. A wrong passcode, an unknown
     * serial and a device that already has an owner get the same answer, so none can be told apart.
     */
    async claim(caller: Caller, body: ClaimDeviceRequest): Promise<Device> {
      const now = clock.now();
      const row = await repository.findByUUID(body.deviceUUID);
      const refused = () => new ValidationError(serverMessages.claimRefused);
      if (!row || row.userId !== null || (row.claimLockedUntil && row.claimLockedUntil > now)) throw refused();
      if (!samePasscode(body.passcode, row.passcode)) {
        await repository.recordClaimFailure(row.id, CLAIM_FAILURE_LIMIT, new Date(now.getTime() + CLAIM_LOCK_MS));
        throw refused();
      }
      const claimed = await repository.claim(row.id, caller.id, body.name, now);
      if (!claimed) throw refused();
      const owned: AccessibleDevice = {
        device: claimed,
        privilege: Privilege.SuperOwner,
        shareCount: 0,
        shareAlerts: null,
        receivedShare: null,
      };
      return toDevice(owned, caller.roles);
    },
  };
}
