import { can, messages, transferMessages, type CancelTransferResponse, type WaitingTransfer } from '@lodestar/contract';
import { ConflictError, ForbiddenError, NotFoundError, ServiceUnavailableError } from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import type { Payload } from '../../http/envelope.js';
import { isUuid } from '../../lib/uuid.js';
import type { TransfersRepository } from './transfers.repository.js';
import {
  createWaitingTransferEndings,
  LEFT,
  WAITING_TRANSFER_MS,
  type Ended,
  type WaitingTransfersDeps,
} from './waiting-transfer-endings.js';

const viewOf = (row: Awaited<ReturnType<TransfersRepository['waitingOf']>>[number]): WaitingTransfer => ({
  _id: row.transfer.id,
  device: { _id: row.device.id, name: row.device.name, deviceUUID: row.device.deviceUUID },
  receiver: {
    _id: row.receiver.id,
    name: row.receiver.name,
    email: row.receiver.email,
    emailVerified: row.receiver.emailVerifiedAt !== null,
  },
  planId: row.transfer.planId,
  createdAt: row.transfer.createdAt.toISOString(),
  expiresAt: new Date(row.transfer.createdAt.getTime() + WAITING_TRANSFER_MS).toISOString(),
});

/**
 * Decision 0084: a transfer the seller paid waits for its receiver to verify their address. When they do, the device
 * moves with the receiver's plan, its term starting then; until then its seller can cancel it, and after
 * WAITING_TRANSFER_DAYS it is cancelled by itself, the seller's payment refunded in full either way.
 */
export function createWaitingTransfersService(deps: WaitingTransfersDeps) {
  const { transfers, publish, clock, log } = deps;
  const { whileWaiting, tellSeller, refund, settle } = createWaitingTransferEndings(deps);

  return {
    /** GET /api/transfers/waiting: the caller's transfers waiting for their receivers. */
    async list(caller: Caller): Promise<Payload<{ data: WaitingTransfer[] }>> {
      if (!can('findReceivers', caller.roles)) throw new ForbiddenError(messages.permissionDenied);
      return { data: (await transfers.waitingOf(caller.id)).map(viewOf) };
    },

    /** POST /api/transfers/{id}/cancel: the seller cancels their waiting transfer and is refunded in full. */
    async cancel(caller: Caller, transferId: string): Promise<Payload<CancelTransferResponse>> {
      if (!can('findReceivers', caller.roles)) throw new ForbiddenError(messages.permissionDenied);
      const row = isUuid(transferId) ? await transfers.byId(transferId.toLowerCase()) : undefined;
      // Another seller's transfer answers as one that does not exist.
      if (!row || row.fromUserId !== caller.id) throw new NotFoundError(transferMessages.transferNotFound);
      const refunded = await whileWaiting(row, refund);
      if (refunded === undefined) throw new ConflictError(transferMessages.notWaiting);
      if (!refunded) throw new ServiceUnavailableError(transferMessages.undoFailed);
      tellSeller(row, 'cancelled', transferMessages.cancelled);
      return { message: transferMessages.cancelled };
    },

    /** The receiver verified their address: their sellers' pages hear it, and the transfers waiting for them move. */
    async receiverVerified(receiverId: string): Promise<void> {
      publish.receiverVerified(await transfers.sellersOf(receiverId), { _id: receiverId });
      for (const transfer of await transfers.waitingFor(receiverId)) await settle(transfer);
    },

    /**
     * The timed job: moves what a verification left waiting (its process stopped, or the provider failed) and cancels
     * what waited its days out. Answers how many moved, were cancelled, and still wait for the next run.
     */
    async settleWaitingTransfers(): Promise<Record<Ended['status'], number>> {
      const counts = { done: 0, cancelled: 0, left: 0 };
      const before = new Date(clock.now().getTime() - WAITING_TRANSFER_MS);
      for (const transfer of await transfers.waitingToSettle(before)) {
        const { status } = await settle(transfer).catch((error: unknown) => {
          log.error({ err: error, transfer: transfer.id }, 'settling a waiting transfer failed');
          return LEFT;
        });
        counts[status] += 1;
      }
      return counts;
    },
  };
}

export type WaitingTransfersService = ReturnType<typeof createWaitingTransfersService>;
