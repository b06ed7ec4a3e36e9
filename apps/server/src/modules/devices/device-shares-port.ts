import type { Share } from '@lodestar/contract';

/** What the device calls need of sharing, which the sharing module provides (createDeviceShares). */
export interface DeviceShares {
  /** The device's shares as answered; only `onlyUserId`'s own when given. */
  listForDevice(device: { id: string; deviceUUID: string }, onlyUserId: string | undefined): Promise<Share[]>;
  /** The alert switches of `userId`'s own share of the device. */
  setAlerts(
    deviceId: string,
    userId: string,
    alerts: { pushNotification?: boolean; emailAlerts?: boolean },
  ): Promise<void>;
}
