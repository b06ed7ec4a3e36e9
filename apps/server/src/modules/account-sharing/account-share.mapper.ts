import type { AccountMembership, AccountShare } from '@lodestar/contract';
import type { AccountShareWithMember, Membership } from './account-shares.repository.js';

export function toAccountShare({ share, member }: AccountShareWithMember): AccountShare {
  return {
    _id: share.id,
    userId: share.ownerId,
    email: share.email,
    memberId: share.memberId,
    isAcceptedFlag: share.isAcceptedFlag === 1 ? 1 : 0,
    createdAt: share.createdAt.toISOString(),
    member,
  };
}

export function toMembership({ share, owner }: Membership): AccountMembership {
  return { _id: share.id, owner, createdAt: share.createdAt.toISOString() };
}
