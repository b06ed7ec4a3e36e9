import { and, desc, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { devices, deviceTransfers, type DeviceTransferRow } from '../../db/schema/index.js';
import { isUuid } from '../../lib/uuid.js';
import { handOverDevice } from '../devices/index.js';

export type NewTransfer = Pick<
  DeviceTransferRow,
  'deviceId' | 'fromUserId' | 'toUserId' | 'kind' | 'planId' | 'fee' | 'currency' | 'createdAt'
>;
type Settled = Pick<DeviceTransferRow, 'invoiceId' | 'subscriptionId'>;

export function createTransfersRepository(db: Database) {
  return {
    /** Records a transfer under way; undefined when the device has one under way already (one at a time). */
    async start(values: NewTransfer): Promise<string | undefined> {
      const [row] = await db
        .insert(deviceTransfers)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: deviceTransfers.id });
      return row?.id;
    },

    /**
     * Hands the device over and marks the transfer done, in one transaction; answers false (and changes nothing) when
     * the device is no longer the seller's.
     */
    async finish(
      transfer: DeviceTransferRow['id'],
      move: { deviceId: string; from: string; to: string },
      settled: Settled,
      now: Date,
    ) {
      return db.transaction(async (tx) => {
        if (!(await handOverDevice(tx, move.deviceId, move.from, move.to, now))) return false;
        await tx
          .update(deviceTransfers)
          .set({ ...settled, status: 'done', finishedAt: now })
          .where(eq(deviceTransfers.id, transfer));
        return true;
      });
    },

    /** Marks a transfer that changed nothing, with what it had made at the provider (undone since). */
    async fail(transfer: DeviceTransferRow['id'], settled: Settled, now: Date): Promise<void> {
      await db
        .update(deviceTransfers)
        .set({ ...settled, status: 'failed', finishedAt: now })
        .where(eq(deviceTransfers.id, transfer));
    },

    /** The newest finished transfer of the device (by id or serial number) that `fromUserId` made. */
    async latestDone(fromUserId: string, deviceRef: string): Promise<DeviceTransferRow | undefined> {
      const [row] = await db
        .select({ transfer: deviceTransfers })
        .from(deviceTransfers)
        .innerJoin(devices, eq(devices.id, deviceTransfers.deviceId))
        .where(
          and(
            eq(deviceTransfers.fromUserId, fromUserId),
            eq(deviceTransfers.status, 'done'),
            // A reference that is no UUID is only ever a serial number (and must not reach PostgreSQL as a uuid).
            isUuid(deviceRef)
              ? or(eq(devices.deviceUUID, deviceRef), eq(devices.id, deviceRef.toLowerCase()))
              : eq(devices.deviceUUID, deviceRef),
          ),
        )
        .orderBy(desc(deviceTransfers.createdAt))
        .limit(1);
      return row?.transfer;
    },
  };
}

export type TransfersRepository = ReturnType<typeof createTransfersRepository>;
