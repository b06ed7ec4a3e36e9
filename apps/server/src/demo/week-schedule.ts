import { solarHour } from '../cli/simulator/solar-time.js';
import { between, type Random } from '../cli/simulator/random.js';
import type { Route, RoutePoint } from '../cli/simulator/routes.js';
import type { Outing, Routine } from './week-routines.js';

const DAY_SECONDS = 86_400;
/** How far from the routine's hour a departure may be. */
const LEEWAY_SECONDS = 1200;

/** A span of time in epoch seconds, `end` excluded. */
export interface Span {
  start: number;
  end: number;
}

/** Where a device was over its past week: its loop while out, the loop's start while parked. */
export interface WeekSchedule {
  route: Route;
  /** When it next set out after `at` (epoch seconds), if it did before the week's end. */
  nextDeparture(at: number): number | undefined;
}

/** The solar midnights from the one before `span.start` to the last before `span.end`, epoch seconds. */
function midnights({ start, end }: Span, longitude: number): number[] {
  const first = start - solarHour(start * 1000, longitude) * 3600;
  return Array.from({ length: Math.ceil((end - first) / DAY_SECONDS) }, (_, i) => first + i * DAY_SECONDS);
}

/**
 * The outings of the week, each a whole number of laps, so that every one starts and ends at the loop's first
 * waypoint, where the device stays between them. The last one is under way at the end of the week and began on a
 * lap of the loop the live simulator drives (which starts a lap at every multiple of its period), so that the
 * simulator takes the device on from where the week leaves it.
 */
function outingsOf(loop: Route, routine: readonly Outing[], span: Span, longitude: number, random: Random): Span[] {
  const current = { start: Math.floor(span.end / loop.period) * loop.period, end: Infinity };
  const outings: Span[] = [];
  for (const midnight of midnights(span, longitude)) {
    for (const { hour, chance, laps } of routine) {
      if (random() >= chance) continue;
      const start = midnight + hour * 3600 + between(random, -LEEWAY_SECONDS, LEEWAY_SECONDS);
      const end = start + Math.round(between(random, laps[0], laps[1])) * loop.period;
      const after = outings.at(-1)?.end ?? span.start;
      if (start >= after && end <= current.start) outings.push({ start, end });
    }
  }
  return [...outings, current];
}

/** The device's week on `loop` as its routine goes (deterministic for the same `random`). */
export function weekSchedule(
  loop: Route,
  routine: Routine,
  span: Span,
  longitude: number,
  random: Random,
): WeekSchedule {
  if (routine.outings === 'always') return { route: loop, nextDeparture: () => undefined };
  const outings = outingsOf(loop, routine.outings, span, longitude, random);
  const parked: RoutePoint = { ...loop.at(0), speedKmh: 0, moving: false };
  return {
    route: {
      waypoints: loop.waypoints,
      period: loop.period,
      at(epochSeconds) {
        const outing = outings.find(({ start, end }) => epochSeconds >= start && epochSeconds < end);
        return outing ? loop.at(epochSeconds - outing.start) : parked;
      },
    },
    nextDeparture: (at) => outings.find(({ start }) => start > at)?.start,
  };
}
