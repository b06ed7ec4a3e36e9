import type { Share } from '@lodestar/contract';
import type { DeviceShareRow } from '../../db/schema/index.js';
import type { ShareWithUser } from './share-reads.repository.js';

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** The invitee's account as a share shows it: only once they have accepted (see toShare). */
export const shownUserId = (share: DeviceShareRow): string | null => (share.isAcceptedFlag === 1 ? share.userId : null);

/**
 * A pending invitation names only the address it was sent to: whose account that is (and whether there is one)
 * shows once the invitee has accepted.
 */
export function toShare({ share, user }: ShareWithUser, deviceUUID: string): Share {
  const accessRightsFlag = share.accessRightsFlag;
  const accepted = share.isAcceptedFlag === 1;
  return {
    _id: share.id,
    userId: shownUserId(share),
    deviceUUID,
    // Only the Owner privilege marks a share as an owner share.
    isOwnerFlag: accessRightsFlag === 0 ? 1 : 0,
    accessRightsFlag,
    securityLevel: flag(share.securityLevel),
    sharedUserWithEmail: share.sharedUserWithEmail,
    sharerName: share.sharerName,
    isAcceptedFlag: flag(share.isAcceptedFlag),
    startDate: share.startDate.toISOString(),
    expiryDate: share.expiryDate?.toISOString() ?? null,
    message: share.message,
    user: accepted ? user : null,
  };
}
