import type { Device } from '@lodestar/contract';
import { useEffect } from 'react';
import { useAppStore } from '../../../lib/store';

/**
 * The selected device of a group's view: the current device when it is in the group, else the group's first
 * device, which then becomes the current one. Selecting a device here only sets the current device:
 * the address stays the group's.
 */
export function useGroupDeviceSelection(devices: Device[]): string | null {
  const current = useAppStore((state) => state.deviceUUID);
  const setDeviceUUID = useAppStore((state) => state.setDeviceUUID);
  const inGroup = devices.some((device) => device.deviceUUID === current);
  const selected = inGroup ? current : (devices[0]?.deviceUUID ?? null);

  useEffect(() => {
    if (selected !== null && selected !== current) setDeviceUUID(selected);
  }, [selected, current, setDeviceUUID]);

  return selected;
}
