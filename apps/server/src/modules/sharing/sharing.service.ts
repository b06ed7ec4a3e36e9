import type { UserRow } from '../../db/schema/index.js';
import type { DeviceGate } from '../devices/device-gate.js';
import type { SharesRepository } from './shares.repository.js';

export function createSharingService({ shares, deviceFor }: { shares: SharesRepository; deviceFor: DeviceGate }) {
  return {
    /** Remove all sharing (spec part 1 §2.10): every share of the device ends at once. */
    async removeAll(caller: UserRow, ref: string): Promise<number> {
      const { device } = await deviceFor(caller, ref, 'removeAllSharing');
      return shares.removeAllForDevice(device.id);
    },
  };
}

export type SharingService = ReturnType<typeof createSharingService>;
