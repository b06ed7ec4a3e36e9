import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { devices, deviceSubscriptions, deviceTransfers, type DeviceTransferRow } from '../../db/schema/index.js';
import { isUuid } from '../../lib/uuid.js';
import { handOverDevice } from '../devices/index.js';
import { createStaleTransfers } from './stale-transfers.repository.js';
import { createAuthenticatingTransfers } from './authenticating-transfers.repository.js';
import { createWaitingTransfers } from './waiting-transfers.repository.js';

export type NewTransfer = Pick<
  DeviceTransferRow,
  'deviceId' | 'toUserId' | 'kind' | 'planId' | 'fee' | 'currency' | 'createdAt'
> & {
  fromUserId: string;
};
/** What the transfer made at the provider, and in which currency the seller paid. */
export type Settled = Partial<Pick<DeviceTransferRow, 'invoiceId' | 'subscriptionId' | 'currency'>>;

/**
 * The transfers: started, finished or failed, and read back (the stale ones for the reconciliation, the one waiting
 * for its seller's authentication, those waiting for their receiver).
 */
export function createTransfersRepository(db: Database) {
  return {
    ...createTransferRecords(db),
    ...createStaleTransfers(db),
    ...createAuthenticatingTransfers(db),
    ...createWaitingTransfers(db),
  };
}

function createTransferRecords(db: Database) {
  return {
    /**
     * Records a transfer under way, in the same statement that checks the device is still the seller's and has no live
     * plan, so nothing learnt before can be stale. Answers its id; else why not: `busy` (one under way already),
     * `waiting` (one waits for its receiver), `hasPlan` (a live plan), `changed` (no longer the seller's).
     */
    async start(values: NewTransfer): Promise<string | 'busy' | 'waiting' | 'hasPlan' | 'changed'> {
      const { deviceId, fromUserId, toUserId, kind, planId, fee, currency, createdAt } = values;
      const started = await db.execute(sql`
        insert into ${deviceTransfers} (device_id, from_user_id, to_user_id, kind, plan_id, fee, currency, created_at)
        select ${devices.id}, ${fromUserId}, ${toUserId}, ${kind}, ${planId}, ${fee}, ${currency}, ${createdAt}
        from ${devices}
        where ${devices.id} = ${deviceId} and ${devices.userId} = ${fromUserId} and not ${devices.deleted}
          and not exists (
            select 1 from ${deviceSubscriptions}
            where ${deviceSubscriptions.deviceId} = ${devices.id} and ${deviceSubscriptions.live}
          )
        on conflict do nothing
        returning id`);
      const [row] = (started as unknown as { rows: { id: string }[] }).rows;
      if (row) return row.id;
      const [underWay] = await db
        .select({ status: deviceTransfers.status })
        .from(deviceTransfers)
        .where(and(eq(deviceTransfers.deviceId, deviceId), inArray(deviceTransfers.status, ['pending', 'waiting'])));
      if (underWay) return underWay.status === 'waiting' ? 'waiting' : 'busy';
      const [live] = await db
        .select({ id: deviceSubscriptions.id })
        .from(deviceSubscriptions)
        .where(and(eq(deviceSubscriptions.deviceId, deviceId), eq(deviceSubscriptions.live, true)))
        .limit(1);
      return live ? 'hasPlan' : 'changed';
    },

    /**
     * Hands the device over and marks the transfer done, in one transaction; answers false (and changes nothing) when
     * the device is no longer the seller's.
     */
    async finish(transfer: string, move: { deviceId: string; from: string; to: string }, settled: Settled, now: Date) {
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
    async fail(transfer: string, settled: Settled, now: Date): Promise<void> {
      await db
        .update(deviceTransfers)
        .set({ ...settled, status: 'failed', finishedAt: now })
        .where(eq(deviceTransfers.id, transfer));
    },

    /** The newest transfer of the device (by id or serial number) that `fromUserId` made: done, or waiting. */
    async latestMade(fromUserId: string, deviceRef: string): Promise<DeviceTransferRow | undefined> {
      const [row] = await db
        .select({ transfer: deviceTransfers })
        .from(deviceTransfers)
        .innerJoin(devices, eq(devices.id, deviceTransfers.deviceId))
        .where(
          and(
            eq(deviceTransfers.fromUserId, fromUserId),
            inArray(deviceTransfers.status, ['done', 'waiting']),
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
