import type { Device } from '@lodestar/contract';

/** What each view type (combo, grid, list) is given: the page's devices and the selected one. */
export interface DeviceViewProps {
  devices: Device[];
  selectedUUID: string | null;
}
