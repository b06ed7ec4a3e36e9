/** A move from one trusted fix to the next. */
export interface Step {
  /** When it started (ms since the epoch), which decides the day it counts on. */
  from: number;
  distance: number;
  ms: number;
  /** km/h: the speed the device reported at its end, or else the speed it travelled at. */
  speed: number;
}

export interface DayTally {
  distance: number;
  ms: number;
}

/** Steps added up: how far, how fast at most, and how far and how long on each day. */
export interface Tally {
  distance: number;
  maxSpeed: number;
  days: Map<string, DayTally>;
}

export const emptyTally = (): Tally => ({ distance: 0, maxSpeed: 0, days: new Map() });

function addToDay(tally: Tally, day: string, distance: number, ms: number) {
  const total = tally.days.get(day);
  if (total) {
    total.distance += distance;
    total.ms += ms;
  } else tally.days.set(day, { distance, ms });
}

export function addStep(tally: Tally, step: Step, dayOf: (time: number) => string): void {
  tally.distance += step.distance;
  tally.maxSpeed = Math.max(tally.maxSpeed, step.speed);
  addToDay(tally, dayOf(step.from), step.distance, step.ms);
}

/** Adds `other` into `tally`. */
export function mergeTally(tally: Tally, other: Tally): void {
  tally.distance += other.distance;
  tally.maxSpeed = Math.max(tally.maxSpeed, other.maxSpeed);
  for (const [day, { distance, ms }] of other.days) addToDay(tally, day, distance, ms);
}
