import type { Device, Role } from '@lodestar/contract';
import { useDevice } from '../features/devices/api/get-device';
import { HistoryOptionsMenu } from '../features/devices/components/history-options-menu';
import { deviceFixture, userFixture } from './fixtures';
import { renderSignedIn } from './render-signed-in';
import { mockDevices } from './server';

/** The menu of the device as the cache holds it, as the history panel shows it: a cached change shows at once. */
function CachedDeviceMenu({ deviceUUID }: { deviceUUID: string }) {
  const device = useDevice(deviceUUID);
  return device.data ? <HistoryOptionsMenu device={device.data} /> : <p>Loading device</p>;
}

/** Renders the history options menu of `device` for a user of `roles`, the device read through the API mock. */
export function renderHistoryMenu(device: Device = deviceFixture(), roles: Role[] = ['user']) {
  const api = mockDevices([device]);
  return { ...renderSignedIn(<CachedDeviceMenu deviceUUID={device.deviceUUID} />, userFixture({ roles })), api };
}
