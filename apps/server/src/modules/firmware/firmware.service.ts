import { compareFirmwareVersions, serverMessages, type FirmwareStatus } from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { Caller } from '../../http/authenticate.js';
import { ConflictError, ValidationError } from '../../errors.js';
import type { DeviceGate } from '../devices/index.js';
import type { CommandQueueRepository } from '../device-commands/index.js';
import type { FirmwaresRepository } from './firmwares.repository.js';
import type { Payload } from '../../http/envelope.js';

/** Updates only go forward; a device that never reported a version may take any release. */
const isNewer = (release: string, installed: string | null) => installed === null || compareFirmwareVersions(release, installed) > 0;

interface FirmwareServiceDeps {
  firmwares: FirmwaresRepository;
  commands: CommandQueueRepository;
  deviceFor: DeviceGate;
  clock: Clock;
}

export function createFirmwareService({ firmwares, commands, deviceFor, clock }: FirmwareServiceDeps) {
  return {
    /** The installed and latest firmware of the device's type, and an update still waiting for the device. */
    async status(caller: Caller, ref: string): Promise<Payload<FirmwareStatus>> {
      const { device } = await deviceFor(caller, ref, 'view');
      const [latest, pending] = await Promise.all([firmwares.latest(device.deviceType), commands.pending(device.id, 'firmware', clock.now())]);
      const pendingVersion = pending && typeof pending.payload.version === 'string' ? pending.payload.version : null;
      return {
        current: device.firmwareVersion,
        latest: latest ? { version: latest.version, releasedAt: latest.releasedAt.toISOString(), notes: latest.notes } : null,
        updateAvailable: Boolean(latest && isNewer(latest.version, device.firmwareVersion)),
        pending: pending && pendingVersion ? { version: pendingVersion, requestedAt: pending.createdAt.toISOString() } : null,
      };
    },

    /** Queues the firmware for the device, which installs it when it next reports. */
    async requestUpdate(caller: Caller, ref: string, version: string): Promise<void> {
      const { device } = await deviceFor(caller, ref, 'firmwareUpdate');
      const release = await firmwares.find(device.deviceType, version);
      if (!release) throw new ValidationError(serverMessages.firmwareUnknown);
      if (!isNewer(release.version, device.firmwareVersion)) throw new ConflictError(serverMessages.firmwareUpToDate);
      await commands.enqueue(device.id, [{ type: 'firmware', payload: { version: release.version } }], clock.now());
    },

    /** Takes back a requested update while it still waits for the device; once handed to it, it is on its way. */
    async cancelUpdate(caller: Caller, ref: string): Promise<void> {
      const { device } = await deviceFor(caller, ref, 'firmwareUpdate');
      if ((await commands.withdraw(device.id, 'firmware')) > 0) return;
      const delivered = await commands.pending(device.id, 'firmware', clock.now());
      throw new ConflictError(delivered ? serverMessages.firmwareUpdateDelivered : serverMessages.firmwareNoUpdateWaiting);
    },
  };
}

export type FirmwareService = ReturnType<typeof createFirmwareService>;
