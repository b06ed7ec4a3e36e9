import { isTimeZoneOption, offsetAt, timeZones } from '@lodestar/contract';

const HALF_A_YEAR_MS = 182 * 24 * 3600_000;

/**
 * The browser's time zone as one of the offered ones: its own when offered, else the first offered zone that keeps the
 * same offsets now and half a year on (an alias such as UTC, or a place the list names by a neighbour with the same
 * daylight saving), else one with the same offset now; undefined when none has.
 */
export function browserTimeZone(now = new Date()): string | undefined {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (isTimeZoneOption(own)) return own;
  const later = new Date(now.getTime() + HALF_A_YEAR_MS);
  const sameNow = timeZones.filter((zone) => offsetAt(zone.value, now) === offsetAt(own, now));
  return (sameNow.find((zone) => offsetAt(zone.value, later) === offsetAt(own, later)) ?? sameNow[0])?.value;
}
