import { tripsCsvFileName, type TripsQuery, type TripsResponse } from '@lodestar/contract';
import type { Caller } from '../../http/authenticate.js';
import type { Payload } from '../../http/envelope.js';
import type { DeviceGate } from '../devices/index.js';
import type { HistoryScope } from './history.repository.js';
import { historyScopeOf } from './history-scope.js';
import { dayCalendar } from './trip-days.js';
import { tripResults } from './trip-results.js';
import { TripSegmenter, type Fix } from './trip-segmenter.js';
import type { TripCursor, TripsRepository } from './trips.repository.js';
import { tripsCsv } from './trips-csv.js';
import { timeRangeOf, type TimeRange } from './time-range.js';

/** Positions per query: a month of a tracker reporting every ten seconds is some fifty round trips. */
export const TRIPS_BATCH_SIZE = 5000;

interface TripsServiceDeps {
  trips: TripsRepository;
  deviceFor: DeviceGate;
  batchSize?: number;
}

/** The range's fixes, oldest first, each batch read while the one before is being segmented. */
async function* fixesOf(trips: TripsRepository, scope: HistoryScope, range: TimeRange, batchSize: number) {
  let next = trips.fixBatch(scope, range, null, batchSize);
  for (;;) {
    const rows = await next;
    const more = rows.length === batchSize;
    if (more) {
      const last = rows.at(-1)!;
      const cursor: TripCursor = { cursorTime: last.cursorTime, id: last.id };
      next = trips.fixBatch(scope, range, cursor, batchSize);
    }
    for (const row of rows) {
      const fix: Fix = { ...row, time: Number(row.time) };
      yield fix;
    }
    if (!more) return;
  }
}

export function createTripsService({ trips, deviceFor, batchSize = TRIPS_BATCH_SIZE }: TripsServiceDeps) {
  /** The device's trips and stops of the query's range, for whoever may see its history, by the device's rules. */
  async function segmentsOf(caller: Caller, ref: string, query: TripsQuery) {
    const { tripRules, deviceUUID, ...scope } = await historyScopeOf(deviceFor, caller, ref);
    const range = timeRangeOf(query);
    const dayOf = dayCalendar(query.timeZone);
    const segmenter = new TripSegmenter(tripRules, dayOf);
    for await (const fix of fixesOf(trips, scope, range, batchSize)) segmenter.push(fix);
    const { runs, fixes } = segmenter.finish();
    return { deviceUUID, range, rules: tripRules, fixes, ...tripResults(runs, dayOf) };
  }

  return {
    async trips(caller: Caller, ref: string, query: TripsQuery): Promise<Payload<TripsResponse>> {
      const { range, rules, data, days, fixes } = await segmentsOf(caller, ref, query);
      return { from: range.from.toISOString(), to: range.to.toISOString(), rules, data, days, fixes };
    },

    async csv(caller: Caller, ref: string, query: TripsQuery): Promise<{ fileName: string; body: string }> {
      const { deviceUUID, data } = await segmentsOf(caller, ref, query);
      return { fileName: tripsCsvFileName(deviceUUID), body: tripsCsv(data) };
    },
  };
}

export type TripsService = ReturnType<typeof createTripsService>;
