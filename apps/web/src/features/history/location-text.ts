import type { LocationRecord } from '@lodestar/contract';
import { coordinatesText } from '../../lib/coordinates-text';
import { formatDateTime } from '../../lib/date-time';

/** The address, or the coordinates of a position that has none (yet), kept left to right in Arabic. */
export function placeOf({ address, latitude, longitude }: LocationRecord): string {
  return address || coordinatesText(latitude, longitude);
}

export function createdOn(location: LocationRecord): string {
  return formatDateTime(location.timeCreated);
}
