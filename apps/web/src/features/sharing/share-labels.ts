import {
  Privilege,
  securityLevelLabels,
  shareMessages,
  sharePrivilegeLabels,
  UNKNOWN_PRIVILEGE_LABEL,
  type Share,
} from '@lodestar/contract';
import { formatDateTime } from '../../lib/date-time';

/** Who a share is with: the invitee's name once they have an account, else the address it was sent to. */
export const sharePersonName = (share: Share) => share.user?.name || share.sharedUserWithEmail;

export const shareStatusLabel = (share: Pick<Share, 'isAcceptedFlag'>) =>
  share.isAcceptedFlag === 1 ? shareMessages.accepted : shareMessages.pendingAcceptance;

/** The question before a user ends their own share of a device (leaving it), from its Sharing tab. */
export const LEAVE_SHARE_CONFIRM = 'Are you sure you want to stop seeing this device?';

export const isPendingShare = (share: Share) => share.isAcceptedFlag !== 1;

/** A privilege the table does not know shows question marks. */
export const privilegeLabel = (privilege: number | null) =>
  (sharePrivilegeLabels as Record<number, string>)[privilege ?? -1] ?? UNKNOWN_PRIVILEGE_LABEL;

export const securityLabel = (level: number) =>
  (securityLevelLabels as Record<number, string>)[level] ?? UNKNOWN_PRIVILEGE_LABEL;

/** Only a Limited share has an end; the others show a dash. */
export const shareExpiryText = (share: Pick<Share, 'accessRightsFlag' | 'expiryDate'>) =>
  share.accessRightsFlag === Privilege.Limited && share.expiryDate ? formatDateTime(share.expiryDate) : '-';
