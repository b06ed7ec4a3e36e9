import type { LocationRecord } from '@lodestar/contract';
import { replayPointsOf, type ReplayTrack } from '../../components/replay/replay-timeline';
import type { DeviceHistories } from './api/get-device-histories';
import type { ChosenDevice } from './hooks/use-activity-selection';

export interface DeviceTrack extends ChosenDevice {
  /** Its positions, newest first (none when the caller cannot see it); undefined until an answer covers it. */
  records: LocationRecord[] | undefined;
}

/**
 * The positions of each device an answer covers (an empty list for those it leaves out). Built once per answer,
 * so that each device's list keeps its identity, and its map layer stays, while other devices come and go.
 */
export function recordsByDevice(histories: DeviceHistories | undefined): ReadonlyMap<string, LocationRecord[]> {
  const byDevice = new Map<string, LocationRecord[]>(histories?.deviceUUIDs.map((uuid) => [uuid, []]));
  for (const record of histories?.locations ?? []) byDevice.get(record.deviceUUID)?.push(record);
  return byDevice;
}

/** The track of each chosen device, in the order they were chosen. */
export function deviceTracks(
  chosen: readonly ChosenDevice[],
  byDevice: ReadonlyMap<string, LocationRecord[]>,
): DeviceTrack[] {
  return chosen.map((device) => ({ ...device, records: byDevice.get(device.deviceUUID) }));
}

/** A device's track as the replay moves it: its colour and name, its positions oldest first. */
export const replayTrackOf = ({ deviceUUID, name, color, records }: DeviceTrack): ReplayTrack => ({
  id: deviceUUID,
  label: name,
  color,
  points: replayPointsOf(records ?? [], (record) => record.timeCreated),
});
