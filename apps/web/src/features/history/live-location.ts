import type { LocationRecord } from '@lodestar/contract';

/** The same place as far as live history goes: the same position and the same address. */
export function isSamePlace(head: LocationRecord, location: LocationRecord): boolean {
  return (
    head.latitude === location.latitude && head.longitude === location.longitude && head.address === location.address
  );
}

/**
 * Live history on a newest-first list: a location at another place than the head becomes the new
 * head, and the list keeps at most `perPage` entries; at the head's place it only refreshes the head's time.
 */
export function mergeLiveLocation(
  list: readonly LocationRecord[],
  location: LocationRecord,
  perPage: number,
): LocationRecord[] {
  const [head, ...rest] = list;
  if (head && isSamePlace(head, location)) {
    return [{ ...head, timeCreated: location.timeCreated, timestamp: location.timestamp }, ...rest];
  }
  return [location, ...list].slice(0, perPage);
}
