import type { TripDay, TripPlace, TripSegment } from '@lodestar/contract';
import type { Fix, Run, StopRun, TripRun } from './trip-segmenter.js';

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const sixDecimals = (value: number) => Math.round(value * 1e6) / 1e6;
const iso = (time: number) => new Date(time).toISOString();
const seconds = (ms: number) => Math.round(ms / 1000);
const placeOf = (fix: Fix): TripPlace => ({ latitude: fix.latitude, longitude: fix.longitude, address: fix.address });

/** A trip between two stops starts and ends at their places; at the range's ends, at its own first or last fix. */
function tripOf(run: TripRun, before: TripPlace | undefined, after: TripPlace | undefined): TripSegment {
  const duration = seconds(run.end.time - run.start.time);
  const distance = Math.round(run.tally.distance);
  return {
    kind: 'trip',
    start: iso(run.start.time),
    end: iso(run.end.time),
    startPlace: before ?? placeOf(run.start),
    endPlace: after ?? placeOf(run.end),
    distance,
    duration,
    averageSpeed: duration > 0 ? oneDecimal((distance / duration) * 3.6) : 0,
    maxSpeed: oneDecimal(run.tally.maxSpeed),
  };
}

const stopPlace = (run: StopRun): TripPlace => ({
  latitude: sixDecimals(run.latitudeSum / run.fixes),
  longitude: sixDecimals(run.longitudeSum / run.fixes),
  address: run.address,
});

function stopOf(run: StopRun): TripSegment {
  return {
    kind: 'stop',
    place: stopPlace(run),
    arrival: iso(run.arrival),
    departure: run.departed ? iso(run.last) : null,
    duration: seconds(run.last - run.arrival),
  };
}

/** The days the runs fall on: each trip's distance and moving time by the day of each step, each stop on its arrival's. */
function daysOf(runs: readonly Run[], dayOf: (time: number) => string): TripDay[] {
  const days = new Map<string, { distance: number; ms: number; stops: number }>();
  const dayNamed = (date: string) => {
    let day = days.get(date);
    if (!day) days.set(date, (day = { distance: 0, ms: 0, stops: 0 }));
    return day;
  };
  for (const run of runs) {
    if (run.kind === 'stop') dayNamed(dayOf(run.arrival)).stops += 1;
    else
      for (const [date, { distance, ms }] of run.tally.days) {
        const day = dayNamed(date);
        day.distance += distance;
        day.ms += ms;
      }
  }
  return [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, day]) => ({
      date,
      distance: Math.round(day.distance),
      movingSeconds: seconds(day.ms),
      stops: day.stops,
    }));
}

/** The runs as the trips call answers them. */
export function tripResults(
  runs: readonly Run[],
  dayOf: (time: number) => string,
): { data: TripSegment[]; days: TripDay[] } {
  const placeAt = (index: number) => {
    const run = runs[index];
    return run?.kind === 'stop' ? stopPlace(run) : undefined;
  };
  const data = runs.map((run, index) =>
    run.kind === 'trip' ? tripOf(run, placeAt(index - 1), placeAt(index + 1)) : stopOf(run),
  );
  return { data, days: daysOf(runs, dayOf) };
}
