import { distanceMeters, type LatLng } from '@lodestar/contract';
import { bearingDegrees, moveBy, normalizeDegrees } from './geo.js';
import { between, seededRandom, type Random } from './random.js';

/** How a device gets about, which sets how far and how fast it goes. */
export type Movement = 'car' | 'bike' | 'walk' | 'parked';

interface Profile {
  /** How far the loop reaches from home, metres. */
  radius: [number, number];
  speedKmh: [number, number];
  /** The chance that the device stops at a waypoint, and for how long (seconds). */
  dwellChance: number;
  dwellSeconds: [number, number];
}

export const profiles: Record<Movement, Profile> = {
  car: { radius: [3000, 8000], speedKmh: [30, 60], dwellChance: 0.3, dwellSeconds: [120, 480] },
  bike: { radius: [1000, 3000], speedKmh: [12, 20], dwellChance: 0.3, dwellSeconds: [120, 600] },
  walk: { radius: [500, 1500], speedKmh: [4, 6], dwellChance: 0.5, dwellSeconds: [180, 900] },
  // A lock stays where it was left, and now and then someone carries it a few hundred metres.
  parked: { radius: [200, 600], speedKmh: [4, 6], dwellChance: 1, dwellSeconds: [1800, 7200] },
};

/** Roads are not straight: a leg sways sideways by up to this much, which also makes the course vary a little. */
const MAX_SWAY_M = 20;
const SWAY_WAVELENGTH_M = 500;

export interface RoutePoint {
  position: LatLng;
  speedKmh: number;
  /** Degrees from north. */
  course: number;
  altitude: number;
  moving: boolean;
}

export interface Route {
  /** The points the loop goes through, in order; it passes each exactly. */
  readonly waypoints: readonly LatLng[];
  /** How long one lap takes, seconds; a lap starts at the first waypoint at every multiple of it. */
  readonly period: number;
  /** Where the device is at this moment; the loop repeats for ever, so any time has a place. */
  at(epochSeconds: number): RoutePoint;
}

interface Leg {
  from: LatLng;
  to: LatLng;
  length: number;
  bearing: number;
  metersPerSecond: number;
  travelSeconds: number;
  /** The stop at `to` before the next leg. */
  dwellSeconds: number;
  sway: number;
  waves: number;
}

function makeLeg(from: LatLng, to: LatLng, profile: Profile, random: Random): Leg {
  const length = distanceMeters(from, to);
  const metersPerSecond = between(random, ...profile.speedKmh) / 3.6;
  const stops = random() < profile.dwellChance;
  return {
    from,
    to,
    length,
    bearing: bearingDegrees(from, to),
    metersPerSecond,
    travelSeconds: length / metersPerSecond,
    dwellSeconds: stops ? between(random, ...profile.dwellSeconds) : 0,
    sway: between(random, 0, Math.min(MAX_SWAY_M, length / 50)),
    waves: Math.max(1, Math.round(length / SWAY_WAVELENGTH_M)),
  };
}

/** Gentle hills, the same at the same place. */
const altitudeAt = (position: LatLng, base: number) =>
  Math.round((base + 15 * Math.sin(position.lat * 300) * Math.cos(position.lng * 300)) * 10) / 10;

function travelling(leg: Leg, fraction: number, baseAltitude: number): RoutePoint {
  const phase = 2 * Math.PI * leg.waves * fraction;
  const onLine = {
    lat: leg.from.lat + (leg.to.lat - leg.from.lat) * fraction,
    lng: leg.from.lng + (leg.to.lng - leg.from.lng) * fraction,
  };
  const position = moveBy(onLine, leg.bearing + 90, leg.sway * Math.sin(phase));
  const sideways = (leg.sway * 2 * Math.PI * leg.waves * Math.cos(phase)) / leg.length;
  return {
    position,
    speedKmh: leg.metersPerSecond * 3.6,
    course: normalizeDegrees(leg.bearing + (Math.atan(sideways) * 180) / Math.PI),
    altitude: altitudeAt(position, baseAltitude),
    moving: true,
  };
}

const stopped = (leg: Leg, baseAltitude: number): RoutePoint => ({
  position: leg.to,
  speedKmh: 0,
  course: leg.bearing,
  altitude: altitudeAt(leg.to, baseAltitude),
  moving: false,
});

/**
 * A closed loop of 6 to 10 waypoints around home, driven (or walked) leg by leg at a speed of the movement's range,
 * with stops at some waypoints. The same seed gives the same loop.
 */
export function buildRoute(home: LatLng, movement: Movement, seed: number): Route {
  const random = seededRandom(seed);
  const profile = profiles[movement];
  const radius = between(random, ...profile.radius);
  const count = 6 + Math.floor(random() * 5);
  // One waypoint per sector of the circle, so the loop goes round home without crossing itself.
  const waypoints = Array.from({ length: count }, (_, i) =>
    moveBy(home, (360 * (i + between(random, -0.3, 0.3))) / count, radius * between(random, 0.6, 1)),
  );
  const legs = waypoints.map((from, i) => makeLeg(from, waypoints[(i + 1) % count]!, profile, random));
  const period = legs.reduce((sum, leg) => sum + leg.travelSeconds + leg.dwellSeconds, 0);
  const baseAltitude = between(random, 10, 80);

  return {
    waypoints,
    period,
    at(epochSeconds) {
      let remaining = ((epochSeconds % period) + period) % period;
      for (const leg of legs) {
        if (remaining < leg.travelSeconds) return travelling(leg, remaining / leg.travelSeconds, baseAltitude);
        remaining -= leg.travelSeconds;
        if (remaining < leg.dwellSeconds) return stopped(leg, baseAltitude);
        remaining -= leg.dwellSeconds;
      }
      // Only rounding at the very end of the loop gets here.
      return stopped(legs.at(-1)!, baseAltitude);
    },
  };
}
