import type { DeviceShares } from '../devices/index.js';
import { toShare } from './share.mapper.js';
import type { SharesRepository } from './shares.repository.js';

/** The shares a device call answers or changes (DeviceShares), from the sharing side. */
export function createDeviceShares(shares: SharesRepository): DeviceShares {
  return {
    async listForDevice(device, onlyUserId) {
      return (await shares.listForDevice(device.id, onlyUserId)).map((entry) => toShare(entry, device.deviceUUID));
    },
    setAlerts: shares.setAlerts,
  };
}
