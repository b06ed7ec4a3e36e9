import { and, desc, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { devices, deviceTransfers, users, type DeviceTransferRow } from '../../db/schema/index.js';
import type { Settled } from './transfers.repository.js';

const waiting = eq(deviceTransfers.status, 'waiting');

/** The transfers the seller paid that wait for their receiver to verify (decision 0084): written down, listed, settled. */
export function createWaitingTransfers(db: Database) {
  return {
    /** A transfer under way whose seller paid now waits for its receiver, with what it made. */
    async wait(transfer: string, settled: Settled): Promise<void> {
      await db
        .update(deviceTransfers)
        .set({ ...settled, status: 'waiting' })
        .where(and(eq(deviceTransfers.id, transfer), eq(deviceTransfers.status, 'pending')));
    },

    /** Marks a waiting transfer cancelled once its payment is refunded; answers false when it no longer waited. */
    async cancel(transfer: string, now: Date): Promise<boolean> {
      const cancelled = await db
        .update(deviceTransfers)
        .set({ status: 'cancelled', finishedAt: now })
        .where(and(eq(deviceTransfers.id, transfer), waiting))
        .returning({ id: deviceTransfers.id });
      return cancelled.length > 0;
    },

    /** The seller's waiting transfers, newest first, with their device and their receiver. */
    async waitingOf(sellerId: string) {
      return db
        .select({
          transfer: deviceTransfers,
          device: { id: devices.id, name: devices.name, deviceUUID: devices.deviceUUID },
          receiver: { id: users.id, name: users.name, email: users.email, emailVerifiedAt: users.emailVerifiedAt },
        })
        .from(deviceTransfers)
        .innerJoin(devices, eq(devices.id, deviceTransfers.deviceId))
        .innerJoin(users, eq(users.id, deviceTransfers.toUserId))
        .where(and(eq(deviceTransfers.fromUserId, sellerId), waiting))
        .orderBy(desc(deviceTransfers.createdAt));
    },

    /** The transfers waiting for this receiver. */
    async waitingFor(receiverId: string): Promise<DeviceTransferRow[]> {
      return db
        .select()
        .from(deviceTransfers)
        .where(and(eq(deviceTransfers.toUserId, receiverId), waiting));
    },

    /**
     * The waiting transfers to settle now: those whose receiver has verified (a move that did not happen at the
     * verification), and those started by `before` or whose receiver is gone.
     */
    async waitingToSettle(before: Date): Promise<DeviceTransferRow[]> {
      const rows = await db
        .select({ transfer: deviceTransfers })
        .from(deviceTransfers)
        .leftJoin(users, eq(users.id, deviceTransfers.toUserId))
        .where(
          and(waiting, or(isNotNull(users.emailVerifiedAt), isNull(users.id), lte(deviceTransfers.createdAt, before))),
        );
      return rows.map((row) => row.transfer);
    },

    /** Whether the device has a transfer waiting for its receiver: it gets no other plan meanwhile. */
    async waitsForReceiver(deviceId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: deviceTransfers.id })
        .from(deviceTransfers)
        .where(and(eq(deviceTransfers.deviceId, deviceId), waiting));
      return row !== undefined;
    },

    /** Who hears that an account verified: the seller who made it, and the sellers whose transfers wait for it. */
    async sellersOf(receiverId: string): Promise<string[]> {
      const found = await db.execute(sql`
        select ${users.createdBy} as id from ${users} where ${users.id} = ${receiverId} and ${users.createdBy} is not null
        union
        select ${deviceTransfers.fromUserId} from ${deviceTransfers}
        where ${deviceTransfers.toUserId} = ${receiverId} and ${deviceTransfers.status} = 'waiting'
          and ${deviceTransfers.fromUserId} is not null`);
      return (found as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
    },
  };
}
