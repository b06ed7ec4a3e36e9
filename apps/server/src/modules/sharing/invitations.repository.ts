import { and, desc, eq, gt, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
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
  /** Who shared it; null when their account is gone (then the device's SuperOwner stands in). */
  sharer: Person | null;
  owner: Person | null;
}

export interface PendingAccountShare {
  share: AccountShareRow;
  owner: Person;
}

/** Where each kind of invitation lives: its row id, the invitee's account and the acceptance flag. */
const invitationColumns = {
  device: {
    table: deviceShares,
    id: deviceShares.id,
    invitee: deviceShares.userId,
    accepted: deviceShares.isAcceptedFlag,
  },
  account: {
    table: accountShares,
    id: accountShares.id,
    invitee: accountShares.memberId,
    accepted: accountShares.isAcceptedFlag,
  },
} as const;

const expiredShare = (now: Date): SQL =>
  and(eq(deviceShares.accessRightsFlag, Privilege.Limited), lte(deviceShares.expiryDate, now)) as SQL;

const sharer = alias(users, 'sharer');
const owner = alias(users, 'owner');

export function createInvitationsRepository(db: Database) {
  return {
    /** The caller's pending device shares, newest first; a Limited one only until its expiry. */
    async pendingDeviceShares(userId: string, now: Date): Promise<PendingDeviceShare[]> {
      return db
        .select({
          share: deviceShares,
          device: { deviceUUID: devices.deviceUUID, name: devices.name, deviceType: devices.deviceType },
          sharer: { name: sharer.name, email: sharer.email },
          owner: { name: owner.name, email: owner.email },
        })
        .from(deviceShares)
        .innerJoin(devices, eq(devices.id, deviceShares.deviceId))
        .leftJoin(sharer, eq(sharer.id, deviceShares.sharedById))
        .leftJoin(owner, eq(owner.id, devices.userId))
        .where(
          and(
            eq(deviceShares.userId, userId),
            eq(deviceShares.isAcceptedFlag, 0),
            eq(devices.deleted, false),
            or(ne(deviceShares.accessRightsFlag, Privilege.Limited), gt(deviceShares.expiryDate, now)),
          ),
        )
        .orderBy(desc(deviceShares.createdAt), desc(deviceShares.id));
    },

    /** The caller's pending account shares, newest first. */
    async pendingAccountShares(userId: string): Promise<PendingAccountShare[]> {
      return db
        .select({ share: accountShares, owner: { name: users.name, email: users.email } })
        .from(accountShares)
        .innerJoin(users, eq(users.id, accountShares.ownerId))
        .where(and(eq(accountShares.memberId, userId), eq(accountShares.isAcceptedFlag, 0)))
        .orderBy(desc(accountShares.createdAt), desc(accountShares.id));
    },

    /** Where an invitation to this user stands; undefined when there is none with that id for them. */
    async stateOf(kind: InvitationKind, id: string, userId: string, now: Date) {
      const c = invitationColumns[kind];
      const expired = kind === 'device' ? expiredShare(now) : sql`false`;
      const [row] = await db
        .select({ accepted: c.accepted, expired: sql<boolean>`coalesce(${expired}, false)` })
        .from(c.table)
        .where(and(eq(c.id, id), eq(c.invitee, userId)));
      return row && { accepted: row.accepted === 1, expired: row.expired };
    },

    /** Accepts a pending invitation; false when it was not pending (any more). */
    async accept(kind: InvitationKind, id: string, userId: string): Promise<boolean> {
      const c = invitationColumns[kind];
      const accepted = await db
        .update(c.table)
        .set({ isAcceptedFlag: 1 })
        .where(and(eq(c.id, id), eq(c.invitee, userId), eq(c.accepted, 0)))
        .returning({ id: c.id });
      return accepted.length > 0;
    },

    /** Declining deletes the pending invitation; false when there was none. */
    async decline(kind: InvitationKind, id: string, userId: string): Promise<boolean> {
      const c = invitationColumns[kind];
      const removed = await db
        .delete(c.table)
        .where(and(eq(c.id, id), eq(c.invitee, userId), eq(c.accepted, 0)))
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
