import type { AccountMembership, AccountShare } from '@lodestar/contract';
import type { AccountShareWithMember, Membership } from './account-shares.repository.js';

/** A pending invitation names only the address: whose account it is shows once the member has accepted. */
export function toAccountShare({ share, member }: AccountShareWithMember): AccountShare {
  const accepted = share.isAcceptedFlag === 1;
  return {
    _id: share.id,
    userId: share.ownerId,
    email: share.email,
    memberId: accepted ? share.memberId : null,
    isAcceptedFlag: accepted ? 1 : 0,
    createdAt: share.createdAt.toISOString(),
    member: accepted ? member : null,
  };
}

export function toMembership({ share, owner }: Membership): AccountMembership {
  return { _id: share.id, owner, createdAt: share.createdAt.toISOString() };
}
