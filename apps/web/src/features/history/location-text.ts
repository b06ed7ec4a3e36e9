import type { LocationRecord } from '@lodestar/contract';
import { formatDateTime } from '../../lib/date-time';

/** The address, or the coordinates of a position that has none (yet). */
export function placeOf({ address, latitude, longitude }: LocationRecord): string {
  return address || `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
}

export function createdOn(location: LocationRecord): string {
  return formatDateTime(location.timeCreated);
}
