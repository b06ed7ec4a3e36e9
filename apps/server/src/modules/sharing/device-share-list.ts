import type { Share } from '@lodestar/contract';
import type { Caller } from '../../http/authenticate.js';
import type { DeviceGate } from '../devices/index.js';
import { toShare } from './share.mapper.js';
import type { SharesRepository } from './shares.repository.js';

interface DeviceShareListDeps {
  shares: Pick<SharesRepository, 'listForDevice' | 'removeAllForDevice'>;
  deviceFor: DeviceGate;
}

/** A device's shares as a whole: the list, and ending them all. */
export function createDeviceShareList({ shares, deviceFor }: DeviceShareListDeps) {
  return {
    /** Every share of the device, oldest first, for those who manage its sharing. */
    async find(caller: Caller, ref: string): Promise<Share[]> {
      const { device } = await deviceFor(caller, ref, 'manageSharing');
      const list = await shares.listForDevice(device.id);
      return list.map((entry) => toShare(entry, device.deviceUUID));
    },

    /** Remove all sharing: every share of the device ends at once. */
    async removeAll(caller: Caller, ref: string): Promise<number> {
      const { device } = await deviceFor(caller, ref, 'removeAllSharing');
      return shares.removeAllForDevice(device.id);
    },
  };
}
