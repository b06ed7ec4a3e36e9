import { and, asc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { deviceTransfers, type DeviceTransferRow } from '../../db/schema/index.js';

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

    async byId(id: string): Promise<DeviceTransferRow | undefined> {
      const [row] = await db.select().from(deviceTransfers).where(eq(deviceTransfers.id, id));
      return row;
    },
  };
}
