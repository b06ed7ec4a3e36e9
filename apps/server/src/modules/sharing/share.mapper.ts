import type { Share, SharePrivilege } from '@lodestar/contract';
import type { ShareWithUser } from './shares.repository.js';

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/**
 * A pending invitation names only the address it was sent to: whose account that is (and whether there is one)
 * shows once the invitee has accepted.
 */
export function toShare({ share, user }: ShareWithUser, deviceUUID: string): Share {
  const accessRightsFlag = share.accessRightsFlag as SharePrivilege;
  const accepted = share.isAcceptedFlag === 1;
  return {
    _id: share.id,
    userId: accepted ? share.userId : null,
    deviceUUID,
    // Only the Owner privilege marks a share as an owner share (spec part 1 §4).
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
