const HOUR_MS = 3_600_000;

/**
 * The hour of the day (0 to 24, fractional) by the sun at this longitude: what the simulated days follow (warm
 * afternoons, nights at home), with no time zone or daylight saving to look up.
 */
export const solarHour = (epochMs: number, longitude: number): number =>
  (((epochMs / HOUR_MS + longitude / 15) % 24) + 24) % 24;
