import type { DecodedPosition } from '../report.js';

type OsmandPositionFields = Omit<DecodedPosition, 'type' | 'isLocked' | 'unlockType'>;

/** OsmAnd positions are GPS fixes, and locks are not part of the protocol. */
export function osmandPosition(fields: OsmandPositionFields): DecodedPosition {
  return { ...fields, type: 'gps', isLocked: null, unlockType: null };
}
