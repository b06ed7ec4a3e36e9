import { distanceMeters, TRIPS_MAX_ACCURACY_M, TRIPS_MAX_SPEED_KMH } from '@lodestar/contract';

/** A stored position, as trips read it. */
export interface Fix {
  /** ms since the epoch */
  time: number;
  latitude: number;
  longitude: number;
  /** Metres; 0 or null when the device did not say. */
  accuracy: number | null;
  /** km/h as the device reported it. */
  speed: number | null;
  address: string | null;
}

/** After this many fixes in a row refused as too fast, the next is believed: the fix they were measured from was off. */
const MAX_REFUSED_IN_A_ROW = 2;

export const between = (a: Fix, b: Fix) =>
  distanceMeters({ lat: a.latitude, lng: a.longitude }, { lat: b.latitude, lng: b.longitude });
export const kmh = (metres: number, ms: number) => (metres / ms) * 3600;

/**
 * Which fixes are trusted for distance, fed oldest first: not one worse than TRIPS_MAX_ACCURACY_M, nor one that repeats
 * the time of the last trusted fix, nor one that the device could only have reached from it faster than
 * TRIPS_MAX_SPEED_KMH. Counts what it read and what it left out.
 */
export function createFixFilter() {
  const counts = { read: 0, dropped: 0 };
  let last: Fix | null = null;
  let refusedInARow = 0;

  function trusted(fix: Fix): boolean {
    if (fix.accuracy !== null && fix.accuracy > TRIPS_MAX_ACCURACY_M) return false;
    if (!last) return true;
    if (fix.time <= last.time) return false;
    const tooFast = kmh(between(last, fix), fix.time - last.time) > TRIPS_MAX_SPEED_KMH;
    if (tooFast && refusedInARow < MAX_REFUSED_IN_A_ROW) {
      refusedInARow += 1;
      return false;
    }
    refusedInARow = 0;
    return true;
  }

  return {
    counts,
    /** The last trusted fix before `fix` (null for the first), or undefined when `fix` is not trusted. */
    admit(fix: Fix): Fix | null | undefined {
      counts.read += 1;
      if (!trusted(fix)) {
        counts.dropped += 1;
        return undefined;
      }
      const previous = last;
      last = fix;
      return previous;
    },
    get last() {
      return last;
    },
  };
}
