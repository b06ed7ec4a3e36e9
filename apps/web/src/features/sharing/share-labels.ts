import {
  Privilege,
  securityLevelLabels,
  sharePrivilegeLabels,
  UNKNOWN_PRIVILEGE_LABEL,
  type Share,
} from '@lodestar/contract';
import { formatDateTime } from '../../lib/date-time';
import type { Translate } from '../../lib/i18n/translate';

/** Who a share is with: the invitee's name once they have an account, else the address it was sent to. */
export const sharePersonName = (share: Share) => share.user?.name || share.sharedUserWithEmail;

export const shareStatusLabel = (t: Translate, share: Pick<Share, 'isAcceptedFlag'>) =>
  share.isAcceptedFlag === 1 ? t('shareMessages.accepted') : t('shareMessages.pendingAcceptance');

export const isPendingShare = (share: Share) => share.isAcceptedFlag !== 1;

const isKeyOf = <T extends object>(labels: T, value: number | null): value is keyof T & number =>
  value !== null && Object.hasOwn(labels, value);

/** A privilege the table does not know shows question marks. */
export const privilegeLabel = (t: Translate, privilege: number | null) =>
  isKeyOf(sharePrivilegeLabels, privilege) ? t(`sharePrivilegeLabels.${privilege}`) : UNKNOWN_PRIVILEGE_LABEL;

export const securityLabel = (t: Translate, level: number) =>
  isKeyOf(securityLevelLabels, level) ? t(`securityLevelLabels.${level}`) : UNKNOWN_PRIVILEGE_LABEL;

/** Only a Limited share has an end; the others show a dash. */
export const shareExpiryText = (share: Pick<Share, 'accessRightsFlag' | 'expiryDate'>) =>
  share.accessRightsFlag === Privilege.Limited && share.expiryDate ? formatDateTime(share.expiryDate) : '-';
