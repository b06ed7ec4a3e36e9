import type { Readable } from 'node:stream';
import {
  can,
  historyCsvFileName,
  messages,
  paginationOf,
  type DeviceAction,
  type HistoryFindQuery,
  type HistoryFindResponse,
  type HistoryMapQuery,
  type HistoryTrackQuery,
  type HistoryTrackResponse,
  HISTORY_TRACK_MAX_POINTS,
  type LatestLocationsQuery,
  type LocationRecord,
} from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { Caller } from '../../http/authenticate.js';
import { ForbiddenError } from '../../errors.js';
import type { DeviceGate, DevicesRepository } from '../devices/index.js';
import type { HistoryRepository } from './history.repository.js';
import { historyScopeOf } from './history-scope.js';
import { timeRangeOf } from './time-range.js';
import { historyCsv } from './history-csv.js';
import { toLocationRecord } from './location.mapper.js';
import type { Payload } from '../../http/envelope.js';

interface HistoryServiceDeps {
  history: HistoryRepository;
  devices: DevicesRepository;
  deviceFor: DeviceGate;
  clock: Clock;
}

export function createHistoryService({ history, devices, deviceFor, clock }: HistoryServiceDeps) {
  const scopeOf = (caller: Caller, ref: string, action?: DeviceAction) => historyScopeOf(deviceFor, caller, ref, action);

  return {
    /** A page of the device's history, newest first. */
    async find(caller: Caller, ref: string, query: HistoryFindQuery): Promise<Payload<HistoryFindResponse>> {
      const scope = await scopeOf(caller, ref);
      const page = Math.max(1, query.page);
      const { rows, total } = await history.page(scope, query.filter, (page - 1) * query.perPage, query.perPage);
      return {
        data: rows.map((row) => toLocationRecord(row, scope.deviceUUID, { withAttributes: query.attributes })),
        pagination: paginationOf(page, query.perPage, total),
      };
    },

    /** The positions of a time range, oldest first, for a replay; a range of more is cut at its start's maximum. */
    async track(caller: Caller, ref: string, query: HistoryTrackQuery): Promise<Payload<HistoryTrackResponse>> {
      const scope = await scopeOf(caller, ref);
      const rows = await history.track(scope, timeRangeOf(query), HISTORY_TRACK_MAX_POINTS + 1);
      return {
        data: rows.slice(0, HISTORY_TRACK_MAX_POINTS).map(({ fixTime, latitude, longitude }) => ({
          time: fixTime.toISOString(),
          latitude,
          longitude,
        })),
        truncated: rows.length > HISTORY_TRACK_MAX_POINTS,
      };
    },

    /** The newest positions for the map, newest first. */
    async map(caller: Caller, ref: string, { perPage, attributes }: HistoryMapQuery): Promise<LocationRecord[]> {
      const scope = await scopeOf(caller, ref);
      const rows = await history.newest(scope, perPage);
      return rows.map((row) => toLocationRecord(row, scope.deviceUUID, { withAttributes: attributes }));
    },

    /**
     * Device Activity, for the roles that have it: the newest `perDevice` locations of each listed device the caller
     * can see (the others are left out, unexplained), grouped by device in the order asked, newest first within a device.
     */
    async latest(caller: Caller, { deviceUUIDs, perDevice, attributes }: LatestLocationsQuery): Promise<LocationRecord[]> {
      if (!can('deviceActivity', caller.roles)) throw new ForbiddenError(messages.permissionDenied);
      const firstIndex = new Map<string, number>();
      for (const [index, uuid] of deviceUUIDs.entries()) if (!firstIndex.has(uuid)) firstIndex.set(uuid, index);
      const visible = await devices.listVisibleByUUIDs(caller.id, [...firstIndex.keys()], clock.now());
      visible.sort((a, b) => firstIndex.get(a.deviceUUID)! - firstIndex.get(b.deviceUUID)!);
      const uuidOf = new Map(visible.map((device) => [device.id, device.deviceUUID]));
      const rows = await history.newestOf(
        visible.map((device) => ({ deviceId: device.id, ownerId: device.userId })),
        perDevice,
      );
      return rows.map((row) => toLocationRecord(row, uuidOf.get(row.deviceId)!, { withAttributes: attributes }));
    },

    /** Deletes the device's whole history for its current owner; the device's latest state stays as it is. */
    async clear(caller: Caller, ref: string): Promise<number> {
      return history.clear(await scopeOf(caller, ref, 'clearHistory'));
    },

    /** The history as a CSV file, newest first, streamed. */
    async csv(caller: Caller, ref: string): Promise<{ fileName: string; body: Readable }> {
      const scope = await scopeOf(caller, ref, 'exportHistory');
      return { fileName: historyCsvFileName(scope.deviceUUID), body: historyCsv(history, scope) };
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
