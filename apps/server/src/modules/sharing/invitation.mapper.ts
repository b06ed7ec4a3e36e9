import { Privilege, type Invitation } from '@lodestar/contract';
import type { PendingAccountShare, PendingDeviceShare } from './pending-invitations.repository.js';

/** From the sharer; when their account is gone, only the name they shared as (never the device owner's address). */
export function toDeviceInvitation({ share, device, sharer }: PendingDeviceShare): Invitation {
  return {
    _id: share.id,
    kind: 'device',
    from: sharer ?? { name: share.sharerName, email: '' },
    device,
    privilege: share.accessRightsFlag,
    sharerName: share.sharerName,
    message: share.message,
    expiryDate: share.expiryDate?.toISOString() ?? null,
    createdAt: share.createdAt.toISOString(),
  };
}

/** An account share lets its member see every device of the account with the Limited privilege. */
export function toAccountInvitation({ share, owner }: PendingAccountShare): Invitation {
  return {
    _id: share.id,
    kind: 'account',
    from: owner,
    device: null,
    privilege: Privilege.Limited,
    sharerName: owner.name,
    message: '',
    expiryDate: null,
    createdAt: share.createdAt.toISOString(),
  };
}
