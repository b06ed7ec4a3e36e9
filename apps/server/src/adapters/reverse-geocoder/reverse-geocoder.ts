/** The reverse-geocoding port: the nearest city from a bundled data set locally, Nominatim in production. */
export interface ReverseGeocoder {
  /** A human-readable place for the coordinates, or null when none is known. Never throws. */
  lookup(latitude: number, longitude: number): Promise<string | null>;
}

/** The part of a logger the adapters use; a Fastify or pino logger fits. */
export interface WarnLogger {
  warn(obj: object, msg: string): void;
}

/** False for NaN, infinities and anything off the globe, which no geocoder can name. */
export function isOnEarth(latitude: number, longitude: number): boolean {
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
}
