import { and, desc, eq, not, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InvitationKind } from '@lodestar/contract';
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
import {
  addressedTo,
  expiredInvitation,
  expiredShare,
  invitationColumns,
  type Invitee,
} from './invitation-conditions.js';

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

export interface PendingAccountShare {
  share: AccountShareRow;
  owner: Person;
}

const sharer = alias(users, 'sharer');

/** The invitations waiting for the invitee's answer, and where one of them stands. */
export function createPendingInvitations(db: Database) {
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
  };
}
