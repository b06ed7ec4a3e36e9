import type { TripRules } from '@lodestar/contract';
import { between, createFixFilter, kmh, type Fix } from './trip-fix-filter.js';
import { addStep, emptyTally, mergeTally, type Step, type Tally } from './trip-tally.js';

export type { Fix } from './trip-fix-filter.js';

/** A trip as the pass ends it: from one fix to another, and its steps. */
export interface TripRun {
  kind: 'trip';
  start: Fix;
  end: Fix;
  tally: Tally;
}

/** A stop as the pass keeps it: its fixes' mean place, the first address among them, and its first and last fix. */
export interface StopRun {
  kind: 'stop';
  arrival: number;
  last: number;
  /** False while the device was still there at the range's last fix. */
  departed: boolean;
  latitudeSum: number;
  longitudeSum: number;
  fixes: number;
  address: string | null;
}

export type Run = TripRun | StopRun;

/**
 * Splits a device's fixes, fed oldest first, into trips and stops in one pass that holds only the run in progress.
 *
 * - Only the fixes the fix filter trusts count.
 * - A stay begins at a fix (its anchor) and lasts while the fixes after it lie within `stopRadius` of it; one that
 *   lasts `stopMinutes` is a stop, however long the device was silent meanwhile (a parked tracker sleeps).
 * - Everything between stops is a trip: a halt shorter than `stopMinutes` (traffic lights) stays inside it, and a gap
 *   with the device far from where it was (a tunnel) is crossed in a straight line.
 * - A trip that never gets twice `stopRadius` from where it began is GPS drift: it joins the stops either side.
 */
export class TripSegmenter {
  private readonly radius: number;
  private readonly stopMs: number;
  private readonly runs: Run[] = [];
  private readonly filter = createFixFilter();
  // The stay in progress: its anchor, its newest fix, its steps, its place, and the stop it has become (once it has).
  private anchor: Fix | null = null;
  private lastInside: Fix | null = null;
  private stay = emptyTally();
  private stayFarthest = 0;
  // How far the stay's fixes got from the trip's start: the trip's only if the stay turns out to be part of it.
  private stayTripFarthest = 0;
  private stayPlace = { latitudeSum: 0, longitudeSum: 0, fixes: 0, address: null as string | null };
  private stop: StopRun | null = null;
  // The trip in progress, up to the stay's anchor.
  private trip: { start: Fix; tally: Tally; farthest: number } | null = null;

  constructor(
    rules: TripRules,
    private readonly dayOf: (time: number) => string,
  ) {
    this.radius = rules.stopRadius;
    this.stopMs = rules.stopMinutes * 60_000;
  }

  push(fix: Fix): void {
    const previous = this.filter.admit(fix);
    if (previous === undefined) return;
    const anchor = this.anchor;
    if (!anchor || !previous) return this.beginStay(fix);
    const distance = between(previous, fix);
    const ms = fix.time - previous.time;
    const step: Step = { from: previous.time, distance, ms, speed: fix.speed ?? kmh(distance, ms) };
    if (between(anchor, fix) <= this.radius) this.addToStay(anchor, fix, step);
    else this.leaveStay(anchor, fix, step);
  }

  /** The runs, oldest first: a stop still in progress left open, a trip still in progress ended at the last fix. */
  finish(): { runs: Run[]; fixes: { read: number; dropped: number } } {
    const last = this.filter.last;
    if (this.stop) this.stop.departed = false;
    else if (this.trip && last) {
      this.joinStayToTrip(this.trip);
      const { goingOn } = this.endTrip(last);
      if (goingOn) Object.assign(goingOn, { last: last.time, departed: false });
    }
    return { runs: this.runs, fixes: this.filter.counts };
  }

  /** A stay too short to be a stop was part of the trip: its steps and its reach count. */
  private joinStayToTrip(trip: { tally: Tally; farthest: number }) {
    mergeTally(trip.tally, this.stay);
    trip.farthest = Math.max(trip.farthest, this.stayTripFarthest);
  }

  private beginStay(fix: Fix) {
    this.anchor = fix;
    this.lastInside = fix;
    this.stay = emptyTally();
    this.stayFarthest = 0;
    this.stayTripFarthest = 0;
    this.stayPlace = { latitudeSum: fix.latitude, longitudeSum: fix.longitude, fixes: 1, address: fix.address };
    this.stop = null;
  }

  private addToStay(anchor: Fix, fix: Fix, step: Step) {
    addStep(this.stay, step, this.dayOf);
    this.lastInside = fix;
    this.stayFarthest = Math.max(this.stayFarthest, between(anchor, fix));
    if (this.trip) this.stayTripFarthest = Math.max(this.stayTripFarthest, between(this.trip.start, fix));
    const place = this.stop ?? this.stayPlace;
    place.latitudeSum += fix.latitude;
    place.longitudeSum += fix.longitude;
    place.fixes += 1;
    place.address ??= fix.address;
    if (this.stop) this.stop.last = fix.time;
    else if (fix.time - anchor.time >= this.stopMs) this.confirmStop(anchor, fix);
  }

  /** The fix lies outside the stay: a stop ends where its last fix was, a stay too short for one was part of a trip. */
  private leaveStay(anchor: Fix, fix: Fix, step: Step) {
    const lastInside = this.lastInside!;
    if (this.stop) {
      this.stop.last = lastInside.time;
      this.trip = { start: lastInside, tally: emptyTally(), farthest: 0 };
    } else if (this.trip) this.joinStayToTrip(this.trip);
    else this.trip = { start: anchor, tally: this.stay, farthest: this.stayFarthest };
    addStep(this.trip.tally, step, this.dayOf);
    this.trip.farthest = Math.max(this.trip.farthest, between(this.trip.start, fix));
    this.beginStay(fix);
  }

  /** The stay that began at the anchor has lasted long enough: it is a stop, or the stop before a drift going on. */
  private confirmStop(anchor: Fix, now: Fix) {
    const { goingOn, driftFrom } = this.endTrip(anchor);
    if (goingOn) {
      goingOn.latitudeSum += this.stayPlace.latitudeSum;
      goingOn.longitudeSum += this.stayPlace.longitudeSum;
      goingOn.fixes += this.stayPlace.fixes;
      goingOn.address ??= this.stayPlace.address;
      goingOn.last = now.time;
      this.stop = goingOn;
      return;
    }
    const arrival = (driftFrom ?? anchor).time;
    this.stop = { kind: 'stop', arrival, last: now.time, departed: true, ...this.stayPlace };
    this.runs.push(this.stop);
  }

  /**
   * Ends the trip in progress at `end`. A trip that went nowhere is drift and is not kept: it answers the stop before it,
   * which goes on, or (at the range's start) the fix the drift began at.
   */
  private endTrip(end: Fix): { goingOn: StopRun | null; driftFrom: Fix | null } {
    const ended = this.trip;
    this.trip = null;
    if (!ended) return { goingOn: null, driftFrom: null };
    if (ended.farthest >= 2 * this.radius) {
      this.runs.push({ kind: 'trip', start: ended.start, end, tally: ended.tally });
      return { goingOn: null, driftFrom: null };
    }
    const before = this.runs.at(-1);
    return before?.kind === 'stop' ? { goingOn: before, driftFrom: null } : { goingOn: null, driftFrom: ended.start };
  }
}
