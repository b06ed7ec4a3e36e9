import { and, desc, eq, isNull, lte, ne, not, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Privilege, type InvitationKind } from '@lodestar/contract';
import type { Database } from '../../db/client.js';
import {
  accountShares,
  deviceShares,
  devices,
  users,
  type AccountShareRow,
  type DeviceRow,
  type DeviceShareRow,
} from '../../db/schema/index.js';

export interface Person {
  name: string;
  email: string;
}

export interface PendingDeviceShare {
  share: DeviceShareRow;
  device: Pick<DeviceRow, 'deviceUUID' | 'name' | 'deviceType'>;
  /** Who shared it; null when their account is gone (then only the name they shared as is known). */
  sharer: Person | null;
}

/** The caller as an invitee: their account, and their address (verified: the user guard admits no other). */
export interface Invitee {
  id: string;
  email: string;
}

export interface PendingAccountShare {
  share: AccountShareRow;
  owner: Person;
}

/** Where each kind of invitation lives: its row id, the invitee's account and address, and the acceptance flag. */
const invitationColumns = {
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
function addressedTo(kind: InvitationKind, invitee: Invitee): SQL {
  const c = invitationColumns[kind];
  const waiting = and(isNull(c.invitee), eq(c.email, invitee.email.toLowerCase()));
  // Nobody is their own account's member, whatever address the account share names.
  const notOwnAccount = kind === 'account' ? ne(accountShares.ownerId, invitee.id) : undefined;
  return and(or(eq(c.invitee, invitee.id), waiting), notOwnAccount) as SQL;
}

const expiredShare = (now: Date): SQL =>
  and(eq(deviceShares.accessRightsFlag, Privilege.Limited), lte(deviceShares.expiryDate, now)) as SQL;
const expiredInvitation = (kind: InvitationKind, now: Date): SQL =>
  kind === 'device' ? expiredShare(now) : sql`false`;

const sharer = alias(users, 'sharer');

/** An accepted invitation; a device share also names its device and who shared it. */
export interface AcceptedInvitation {
  id: string;
  deviceId?: string;
  sharedById?: string | null;
}

export function createInvitationsRepository(db: Database) {
  return {
    /** The caller's pending device shares, newest first; a Limited one only until its expiry. */
    async pendingDeviceShares(invitee: Invitee, now: Date): Promise<PendingDeviceShare[]> {
      return db
        .select({
          share: deviceShares,
          device: { deviceUUID: devices.deviceUUID, name: devices.name, deviceType: devices.deviceType },
          sharer: { name: sharer.name, email: sharer.email },
        })
        .from(deviceShares)
        .innerJoin(devices, eq(devices.id, deviceShares.deviceId))
        .leftJoin(sharer, eq(sharer.id, deviceShares.sharedById))
        .where(
          and(
            addressedTo('device', invitee),
            eq(deviceShares.isAcceptedFlag, 0),
            eq(devices.deleted, false),
            not(expiredShare(now)),
          ),
        )
        .orderBy(desc(deviceShares.createdAt), desc(deviceShares.id));
    },

    /** The caller's pending account shares, newest first. */
    async pendingAccountShares(invitee: Invitee): Promise<PendingAccountShare[]> {
      return db
        .select({ share: accountShares, owner: { name: users.name, email: users.email } })
        .from(accountShares)
        .innerJoin(users, eq(users.id, accountShares.ownerId))
        .where(and(addressedTo('account', invitee), eq(accountShares.isAcceptedFlag, 0)))
        .orderBy(desc(accountShares.createdAt), desc(accountShares.id));
    },

    /** Where an invitation to this user stands; undefined when there is none with that id for them. */
    async stateOf(kind: InvitationKind, id: string, invitee: Invitee, now: Date) {
      const c = invitationColumns[kind];
      const [row] = await db
        .select({ accepted: c.accepted, expired: sql<boolean>`coalesce(${expiredInvitation(kind, now)}, false)` })
        .from(c.table)
        .where(and(eq(c.id, id), addressedTo(kind, invitee)));
      return row && { accepted: row.accepted === 1, expired: row.expired };
    },

    /**
     * Accepts a pending invitation that has not expired, and makes it the invitee's (one still waiting for their
     * address becomes theirs now); undefined when there was none such. A device share answers its device and who
     * shared it.
     */
    async accept(kind: InvitationKind, id: string, invitee: Invitee, now: Date): Promise<AcceptedInvitation | undefined> {
      const c = invitationColumns[kind];
      const where = and(
        eq(c.id, id),
        addressedTo(kind, invitee),
        eq(c.accepted, 0),
        sql`not coalesce(${expiredInvitation(kind, now)}, false)`,
      );
      const accepted =
        kind === 'device'
          ? await db
              .update(deviceShares)
              .set({ isAcceptedFlag: 1, userId: invitee.id })
              .where(where)
              .returning({ id: c.id, deviceId: deviceShares.deviceId, sharedById: deviceShares.sharedById })
          : await db
              .update(accountShares)
              .set({ isAcceptedFlag: 1, memberId: invitee.id })
              .where(where)
              .returning({ id: c.id });
      return accepted[0];
    },

    /** Declining deletes the pending invitation; false when there was none. */
    async decline(kind: InvitationKind, id: string, invitee: Invitee): Promise<boolean> {
      const c = invitationColumns[kind];
      const removed = await db
        .delete(c.table)
        .where(and(eq(c.id, id), addressedTo(kind, invitee), eq(c.accepted, 0)))
        .returning({ id: c.id });
      return removed.length > 0;
    },

    /**
     * Gives the user the invitations that waited for their address (made before they had an account). Called once
     * the address is proven: at email verification, password reset, and when the admin CLI creates a verified user.
     */
    async attachWaiting(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
        if (!user) return;
        await tx
          .update(deviceShares)
          .set({ userId })
          .where(and(isNull(deviceShares.userId), eq(deviceShares.sharedUserWithEmail, user.email)));
        await tx
          .update(accountShares)
          .set({ memberId: userId })
          .where(
            and(isNull(accountShares.memberId), eq(accountShares.email, user.email), ne(accountShares.ownerId, userId)),
          );
      });
    },
  };
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
/** What the account flows need: attaching waiting invitations once an address is proven. */
export type WaitingInvitations = Pick<InvitationsRepository, 'attachWaiting'>;
