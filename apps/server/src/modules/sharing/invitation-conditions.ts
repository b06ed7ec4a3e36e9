import { and, eq, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { Privilege, type InvitationKind } from '@lodestar/contract';
import { accountShares, deviceShares } from '../../db/schema/index.js';

/** The caller as an invitee: their account, and their address (verified: the user guard admits no other). */
export interface Invitee {
  id: string;
  email: string;
}

/** Where each kind of invitation lives: its row id, the invitee's account and address, and the acceptance flag. */
export const invitationColumns = {
  device: {
    table: deviceShares,
    id: deviceShares.id,
    invitee: deviceShares.userId,
    email: deviceShares.sharedUserWithEmail,
    accepted: deviceShares.isAcceptedFlag,
  },
  account: {
    table: accountShares,
    id: accountShares.id,
    invitee: accountShares.memberId,
    email: accountShares.email,
    accepted: accountShares.isAcceptedFlag,
  },
} as const;

/**
 * Invitations addressed to the invitee: those attached to their account, and those still waiting for their verified
 * address. The second part matters when a share is made while the address is being verified: attachWaiting may run
 * before the new row is committed and miss it, and such a share must still reach its invitee.
 */
export function addressedTo(kind: InvitationKind, invitee: Invitee): SQL {
  const c = invitationColumns[kind];
  const waiting = and(isNull(c.invitee), eq(c.email, invitee.email.toLowerCase()));
  // Nobody is their own account's member, whatever address the account share names.
  const notOwnAccount = kind === 'account' ? ne(accountShares.ownerId, invitee.id) : undefined;
  return and(or(eq(c.invitee, invitee.id), waiting), notOwnAccount) as SQL;
}

export const expiredShare = (now: Date): SQL =>
  and(eq(deviceShares.accessRightsFlag, Privilege.Limited), lte(deviceShares.expiryDate, now)) as SQL;
export const expiredInvitation = (kind: InvitationKind, now: Date): SQL =>
  kind === 'device' ? expiredShare(now) : sql`false`;
