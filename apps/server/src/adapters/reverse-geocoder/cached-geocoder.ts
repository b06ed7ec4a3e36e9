import type { ReverseGeocoder } from './reverse-geocoder.js';

/**
 * Remembers the last `maxEntries` places, keyed by coordinates rounded to 4 decimals (about 11 m), so a parked
 * tracker does not ask again at every report. Concurrent lookups of one key share the same answer.
 */
export function createCachedGeocoder(inner: ReverseGeocoder, maxEntries = 10_000): ReverseGeocoder {
  // A Map iterates in insertion order, so re-inserting on use keeps the least recently used entry first.
  const entries = new Map<string, Promise<string | null>>();
  return {
    lookup(latitude, longitude) {
      const key = `${latitude.toFixed(4)},${longitude.toFixed(4)}`;
      const cached = entries.get(key);
      if (cached) {
        entries.delete(key);
        entries.set(key, cached);
        return cached;
      }
      const answer = inner.lookup(latitude, longitude);
      entries.set(key, answer);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      // A null may be a passing failure (timeout, rate limit), so it is shared while in flight but not kept.
      const forget = () => {
        if (entries.get(key) === answer) entries.delete(key);
      };
      answer.then((place) => {
        if (place === null) forget();
      }, forget);
      return answer;
    },
  };
}
