import type { Device, GetDeviceResponse } from '@lodestar/contract';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { deviceQuery } from '../../devices';
import { MAX_ACTIVITY_DEVICES } from '../activity-limits';
import { trackColors } from '../track-colors';
import { useActivityParams } from './use-activity-params';

export interface ChosenDevice {
  deviceUUID: string;
  /** The device's name, or its serial number while it loads or when it cannot be read. */
  name: string;
  /** Its colour on the map, distinct from the others'. */
  color: string;
}

const firstDevice = (response: GetDeviceResponse) => response.device[0];
const dataOf = (results: UseQueryResult<Device | undefined>[]) => results.map((result) => result.data);

/**
 * The devices chosen on the page, in the order they were picked. Devices picked from the search are known already;
 * those named only by a shared address are read one by one.
 */
export function useActivitySelection() {
  const { deviceUUIDs, perDevice, setDeviceUUIDs, setPerDevice } = useActivityParams();
  const [picked, setPicked] = useState<ReadonlyMap<string, Device>>(new Map());

  const read = useQueries({
    queries: deviceUUIDs.map((uuid) => ({ ...deviceQuery(uuid), enabled: !picked.has(uuid), select: firstDevice })),
    combine: dataOf,
  });
  const chosen = useMemo<ChosenDevice[]>(() => {
    const devices = deviceUUIDs.map((uuid, i) => picked.get(uuid) ?? read[i]);
    const colors = trackColors(devices.map((device) => device?.color));
    return deviceUUIDs.map((deviceUUID, i) => ({
      deviceUUID,
      name: devices[i]?.name ?? deviceUUID,
      color: colors[i]!,
    }));
  }, [deviceUUIDs, picked, read]);

  const add = useCallback(
    (device: Device) => {
      if (deviceUUIDs.includes(device.deviceUUID) || deviceUUIDs.length >= MAX_ACTIVITY_DEVICES) return;
      setPicked((known) => new Map(known).set(device.deviceUUID, device));
      setDeviceUUIDs([...deviceUUIDs, device.deviceUUID]);
    },
    [deviceUUIDs, setDeviceUUIDs],
  );
  const remove = useCallback(
    (uuid: string) => setDeviceUUIDs(deviceUUIDs.filter((chosenUUID) => chosenUUID !== uuid)),
    [deviceUUIDs, setDeviceUUIDs],
  );

  return {
    deviceUUIDs,
    chosen,
    perDevice,
    setPerDevice,
    add,
    remove,
    full: deviceUUIDs.length >= MAX_ACTIVITY_DEVICES,
  };
}
