import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_POINTS_PER_DEVICE,
  MAX_ACTIVITY_DEVICES,
  POINTS_PER_DEVICE_OPTIONS,
  type PointsPerDevice,
} from '../activity-limits';

const DEVICES_PARAM = 'devices';
const POINTS_PARAM = 'points';

function parseDevices(value: string | null): string[] {
  const uuids = (value ?? '')
    .split(',')
    .map((uuid) => uuid.trim())
    .filter(Boolean);
  return [...new Set(uuids)].slice(0, MAX_ACTIVITY_DEVICES);
}

function parsePoints(value: string | null): PointsPerDevice {
  return POINTS_PER_DEVICE_OPTIONS.find((option) => String(option) === value) ?? DEFAULT_POINTS_PER_DEVICE;
}

/**
 * The chosen devices and points per device, kept in the address (`?devices=uuid1,uuid2&points=1000`) so that a
 * view can be bookmarked or shared.
 */
export function useActivityParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const devicesValue = searchParams.get(DEVICES_PARAM);
  const deviceUUIDs = useMemo(() => parseDevices(devicesValue), [devicesValue]);
  const perDevice = parsePoints(searchParams.get(POINTS_PARAM));

  const setParam = useCallback(
    (name: string, value: string) =>
      setSearchParams(
        (params) => {
          if (value) params.set(name, value);
          else params.delete(name);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return {
    deviceUUIDs,
    perDevice,
    setDeviceUUIDs: useCallback((uuids: readonly string[]) => setParam(DEVICES_PARAM, uuids.join(',')), [setParam]),
    setPerDevice: useCallback((points: PointsPerDevice) => setParam(POINTS_PARAM, String(points)), [setParam]),
  };
}
