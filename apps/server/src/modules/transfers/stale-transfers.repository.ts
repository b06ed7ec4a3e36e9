import { and, asc, eq, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { devices, deviceTransfers, users, type DeviceTransferRow } from '../../db/schema/index.js';

const sellers = alias(users, 'seller');
const receivers = alias(users, 'receiver');
const partyOf = (table: typeof sellers | typeof receivers) => ({
  id: table.id,
  email: table.email,
  name: table.name,
  timezone: table.timezone,
  language: table.language,
  browserLanguage: table.browserLanguage,
});

/** The transfers a reconciliation settles: those under way for longer than a sale takes, read again one by one. */
export function createStaleTransfers(db: Database) {
  return {
    /** The transfers still under way that started before `before`: their process may have stopped. */
    async stalePending(before: Date): Promise<DeviceTransferRow[]> {
      return db
        .select()
        .from(deviceTransfers)
        .where(and(eq(deviceTransfers.status, 'pending'), lt(deviceTransfers.createdAt, before)))
        .orderBy(asc(deviceTransfers.createdAt));
    },

    /** Who a settled transfer is told to and what of: its seller, its receiver and its device (none for a deleted one). */
    async partiesOf(id: string) {
      const [row] = await db
        .select({
          seller: partyOf(sellers),
          receiver: partyOf(receivers),
          device: { id: devices.id, name: devices.name, deviceUUID: devices.deviceUUID, deviceType: devices.deviceType },
        })
        .from(deviceTransfers)
        .innerJoin(sellers, eq(sellers.id, deviceTransfers.fromUserId))
        .innerJoin(receivers, eq(receivers.id, deviceTransfers.toUserId))
        .innerJoin(devices, eq(devices.id, deviceTransfers.deviceId))
        .where(eq(deviceTransfers.id, id));
      return row;
    },

    async byId(id: string): Promise<DeviceTransferRow | undefined> {
      const [row] = await db.select().from(deviceTransfers).where(eq(deviceTransfers.id, id));
      return row;
    },
  };
}
