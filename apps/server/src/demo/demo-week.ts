import { batteryVoltageTable, type NativePosition } from '@lodestar/contract';
import { virtualDeviceSpecOf } from '../cli/simulator/fleet.js';
import { between, hashText, seededRandom, type Random } from '../cli/simulator/random.js';
import { VirtualDevice, routeOf } from '../cli/simulator/virtual-device.js';
import type { Database } from '../db/client.js';
import { ensurePositionPartitions } from '../db/partitions.js';
import type { DeviceRow, NewPositionRow } from '../db/schema/index.js';
import { fixTimeOf, fromNative } from '../ingest/native-position.js';
import { insertPositions } from '../ingest/pipeline/insert-positions.js';
import { planBatch, type PendingReport } from '../ingest/pipeline/plan-batch.js';
import type { LockedDevice } from '../ingest/pipeline/telemetry.repository.js';
import { batteryBackwards, type BatterySample } from './week-battery.js';
import { routines, type Routine, type RoutineName } from './week-routines.js';
import { weekSchedule, type Span, type WeekSchedule } from './week-schedule.js';

export const WEEK_SECONDS = 7 * 86_400;
/** Report intervals vary by this much either way, as a real device's do. */
const JITTER = 0.1;
/** How long a report took to reach the server, seconds. */
const DELIVERY_SECONDS: [number, number] = [1, 4];
const ROWS_PER_STATEMENT = 5000;
const FULL_MV = batteryVoltageTable[0]!.millivolts;

/** A demo device just created, and how it spent the week before. */
export interface WeekDevice {
  row: DeviceRow;
  routine: RoutineName;
}

/**
 * When the device reported over the span, and whether it was moving: often on the move, seldom standing still, and
 * once as it set out again; the last report at the span's end.
 */
function reportTimes(
  { route, nextDeparture }: WeekSchedule,
  routine: Routine,
  span: Span,
  random: Random,
): BatterySample[] {
  const samples: BatterySample[] = [];
  for (let at = span.start; at < span.end - 1;) {
    const { moving } = route.at(at);
    samples.push({ at, moving });
    const every = (moving ? routine.movingEvery : routine.stillEvery) * between(random, 1 - JITTER, 1 + JITTER);
    at = Math.min(at + every, (moving ? undefined : nextDeparture(at)) ?? Infinity);
  }
  samples.push({ at: span.end, moving: route.at(span.end).moving });
  return samples;
}

/**
 * What the device reported over the week up to `end`, as the simulator's device would have sent it: its loop
 * driven as its routine goes, its battery ending at what the device shows now. The same device and end give the
 * same week.
 */
export function weekReports(row: DeviceRow, routine: Routine, end: Date): NativePosition[] {
  const random = seededRandom(hashText(`${row.deviceUUID}/week`));
  const spec = virtualDeviceSpecOf(row);
  const span = { start: end.getTime() / 1000 - WEEK_SECONDS, end: end.getTime() / 1000 };
  const schedule = weekSchedule(routeOf(spec), routine, span, spec.home.lng, random);
  const samples = reportTimes(schedule, routine, span, random);
  const volts = batteryBackwards(samples, spec.millivolts ?? FULL_MV, random);
  let next = 0;
  // The device reads its battery once a report, in the samples' order.
  const device = new VirtualDevice(spec, { route: schedule.route, battery: { report: () => volts[next++]! } });
  return samples.map(({ at }) => device.report(at * 1000).position);
}

/** The device as the pipeline plans a batch for it: no position before the week, so nothing remembered. */
const beforeTheWeek = (row: DeviceRow): LockedDevice => ({
  ...row,
  lastFixAt: null,
  lastLatitude: null,
  lastLongitude: null,
  lock: null,
  geofenceInside: null,
  alertRaisedAt: {},
});

/** The week's positions as the pipeline stores reports: one report a position, with its alerts and report facts. */
function weekRows(row: DeviceRow, positions: NativePosition[], end: Date, random: Random): NewPositionRow[] {
  const reports = positions.map((position): PendingReport => {
    const fixTime = fixTimeOf(position);
    const arrival = fixTime.getTime() + between(random, ...DELIVERY_SECONDS) * 1000;
    return {
      device: row,
      positions: [{ ...fromNative(position, fixTime), address: null }],
      modem: null,
      receivedAt: new Date(Math.min(arrival, end.getTime())),
      acknowledgesByReporting: false,
      answersCommands: false,
    };
  });
  return planBatch(reports, [beforeTheWeek(row)]).plan.rows;
}

/**
 * Gives each device the week of history before `end`. Only the positions are written: the devices keep the latest
 * state the demo gave them. Answers how many positions it stored.
 */
export async function seedDemoWeek(db: Database, weekDevices: readonly WeekDevice[], end: Date): Promise<number> {
  if (weekDevices.length === 0) return 0;
  // The week's months get their partitions first, so that no position waits in the default one to be moved.
  await ensurePositionPartitions(db, end);
  const rows = weekDevices.flatMap(({ row, routine }) =>
    weekRows(row, weekReports(row, routines[routine], end), end, seededRandom(hashText(`${row.deviceUUID}/arrivals`))),
  );
  await db.transaction(async (tx) => {
    for (let from = 0; from < rows.length; from += ROWS_PER_STATEMENT) {
      await insertPositions(tx, rows.slice(from, from + ROWS_PER_STATEMENT));
    }
  });
  return rows.length;
}
