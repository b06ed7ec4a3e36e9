import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { deviceTransfers, type DeviceTransferRow } from '../../db/schema/index.js';
import type { Settled } from './transfers.repository.js';

/** A transfer under way whose seller's charge waits for their authentication: written down, and found again. */
export function createAuthenticatingTransfers(db: Database) {
  return {
    /** Writes down what a transfer still under way made so far: the seller's invoice, waiting for their step. */
    async hold(transfer: string, settled: Settled): Promise<void> {
      await db.update(deviceTransfers).set(settled).where(eq(deviceTransfers.id, transfer));
    },

    /** The seller's transfer of the device still under way whose invoice waits for the seller's authentication. */
    async authenticatingFor(deviceId: string, fromUserId: string): Promise<DeviceTransferRow | undefined> {
      const [row] = await db
        .select()
        .from(deviceTransfers)
        .where(
          and(
            eq(deviceTransfers.deviceId, deviceId),
            eq(deviceTransfers.fromUserId, fromUserId),
            eq(deviceTransfers.status, 'pending'),
            isNotNull(deviceTransfers.invoiceId),
          ),
        );
      return row;
    },
  };
}
