import { tripsCsvFileName, type DeviceAction, type TripsQuery, type TripsResponse } from '@lodestar/contract';
import type { Caller } from '../../http/authenticate.js';
import type { Payload } from '../../http/envelope.js';
import type { DeviceGate } from '../devices/index.js';
import type { HistoryScope } from './history.repository.js';
import { historyScopeOf } from './history-scope.js';
import { dayCalendar } from './trip-days.js';
import { tripResults } from './trip-results.js';
import { TripSegmenter, type Fix } from './trip-segmenter.js';
import type { TripsRepository, TripWindow } from './trips.repository.js';
import { tripsCsv } from './trips-csv.js';
import { timeRangeOf, type TimeRange } from './time-range.js';

/** Hours of the range per query: a few thousand positions of a device that reports every ten seconds. */
export const TRIPS_WINDOW_HOURS = 6;

interface TripsServiceDeps {
  trips: TripsRepository;
  deviceFor: DeviceGate;
}

/** The range cut into windows of TRIPS_WINDOW_HOURS, oldest first. */
function windowsOf({ from, to }: TimeRange): TripWindow[] {
  const windows: TripWindow[] = [];
  const step = TRIPS_WINDOW_HOURS * 3_600_000;
  for (let start = from.getTime(); start <= to.getTime(); start += step) {
    const end = Math.min(start + step, to.getTime());
    windows.push({ from: new Date(start), to: new Date(end), last: end === to.getTime() });
    if (end === to.getTime()) break;
  }
  return windows;
}

/** The range's fixes, oldest first, each window read while the one before is being segmented. */
async function* fixesOf(trips: TripsRepository, scope: HistoryScope, range: TimeRange): AsyncGenerator<Fix> {
  const windows = windowsOf(range);
  let next = trips.fixesIn(scope, windows[0]!);
  for (let index = 0; index < windows.length; index += 1) {
    const rows = await next;
    const following = windows[index + 1];
    if (following) {
      next = trips.fixesIn(scope, following);
      // A request abandoned meanwhile never awaits it.
      next.catch(() => undefined);
    }
    yield* rows;
  }
}

export function createTripsService({ trips, deviceFor }: TripsServiceDeps) {
  /**
   * The device's trips and stops of the query's range, by the device's rules, for whoever may see its history; the file
   * for those who may export it (Owner or SuperOwner), as the history's own.
   */
  async function segmentsOf(caller: Caller, ref: string, query: TripsQuery, action: DeviceAction = 'view') {
    const { tripRules, deviceUUID, ...scope } = await historyScopeOf(deviceFor, caller, ref, action);
    const range = timeRangeOf(query);
    const dayOf = dayCalendar(query.timeZone);
    const segmenter = new TripSegmenter(tripRules, dayOf);
    for await (const fix of fixesOf(trips, scope, range)) segmenter.push(fix);
    const { runs, fixes } = segmenter.finish();
    return { deviceUUID, range, rules: tripRules, fixes, ...tripResults(runs, dayOf) };
  }

  return {
    async trips(caller: Caller, ref: string, query: TripsQuery): Promise<Payload<TripsResponse>> {
      const { range, rules, data, days, fixes } = await segmentsOf(caller, ref, query);
      return { from: range.from.toISOString(), to: range.to.toISOString(), rules, data, days, fixes };
    },

    async csv(caller: Caller, ref: string, query: TripsQuery): Promise<{ fileName: string; body: string }> {
      const { deviceUUID, data } = await segmentsOf(caller, ref, query, 'exportHistory');
      return { fileName: tripsCsvFileName(deviceUUID), body: tripsCsv(data) };
    },
  };
}

export type TripsService = ReturnType<typeof createTripsService>;
