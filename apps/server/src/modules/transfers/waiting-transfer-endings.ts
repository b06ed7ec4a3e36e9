import {
  transferMessages,
  WAITING_TRANSFER_DAYS,
  type ReceiverVerified,
  type TransferUpdate,
} from '@lodestar/contract';
import type { DeviceTransferRow } from '../../db/schema/index.js';
import { ConflictError } from '../../errors.js';
import type { SaleDone, TransferSales } from '../subscriptions/index.js';
import type { UsersRepository } from '../users/index.js';
import { handOverSale, type HandOverDeps } from './sale-handover.js';
import type { SettlementNotices } from './settlement-notices.js';
import type { TransfersRepository } from './transfers.repository.js';

/** A transfer waits for its receiver this long before it is cancelled and refunded by itself. */
export const WAITING_TRANSFER_MS = WAITING_TRANSFER_DAYS * 24 * 3600_000;

/** The seller's live views hear of their receivers and of the transfers that waited for them. */
export interface TransferPublisher {
  receiverVerified(sellerIds: string[], update: ReceiverVerified): void;
  transferUpdate(sellerId: string, update: TransferUpdate): void;
}

export interface WaitingTransfersDeps extends HandOverDeps {
  transfers: HandOverDeps['transfers'] &
    Pick<
      TransfersRepository,
      'byId' | 'fail' | 'cancel' | 'partiesOf' | 'waitingOf' | 'waitingFor' | 'waitingToSettle' | 'sellersOf'
    >;
  users: Pick<UsersRepository, 'findById'>;
  sales: HandOverDeps['sales'] & Pick<TransferSales, 'planFor' | 'undoSale' | 'stillPaid' | 'holdingDevicePlan'>;
  notices: SettlementNotices;
  publish: TransferPublisher;
  log: { error(details: object, message: string): void };
}

/** How a waiting transfer ended here, and what tells its seller; `left` when it still waits (for the next run). */
export type Ended = { status: 'done' | 'cancelled' | 'left'; tell?: () => Promise<void> };
export const LEFT: Ended = { status: 'left' };

const madeOf = (transfer: DeviceTransferRow): SaleDone => ({
  invoiceId: transfer.invoiceId ?? undefined,
  currency: transfer.currency,
});

/**
 * How a transfer waiting for its receiver ends (decision 0084): moved once the receiver has verified, or cancelled
 * with the seller refunded in full (by the seller, or once its days ran out). Every ending runs holding the device's
 * lease and reads the transfer again under it (`whileWaiting`), so a verification, a cancel and the timed job at once,
 * in any processes, end it one way, once.
 */
export function createWaitingTransferEndings(deps: WaitingTransfersDeps) {
  const { transfers, users, sales, notices, publish, clock, log } = deps;

  /** Runs `work` on the transfer as it is now, holding its device's lease; answers undefined when it no longer waits. */
  const whileWaiting = <T>(row: DeviceTransferRow, work: (transfer: DeviceTransferRow) => Promise<T>) =>
    sales.holdingDevicePlan(row.deviceId, async () => {
      const transfer = await transfers.byId(row.id);
      return transfer?.status === 'waiting' ? work(transfer) : undefined;
    });

  const tellSeller = (transfer: DeviceTransferRow, status: TransferUpdate['status'], message: string) => {
    if (transfer.fromUserId)
      publish.transferUpdate(transfer.fromUserId, { _id: transfer.id, deviceId: transfer.deviceId, status, message });
  };

  /** Refunds the seller in full and marks the transfer cancelled; answers false when the refund did not go through. */
  async function refund(transfer: DeviceTransferRow): Promise<boolean> {
    if (!(await sales.undoSale({ invoiceId: transfer.invoiceId ?? undefined }))) return false;
    return transfers.cancel(transfer.id, clock.now());
  }

  /**
   * Moves the device and the plan to the receiver; a move that fails is undone (the seller refunded) and failed. A
   * seller already refunded (a cancel whose refund went through but was never answered) gets nothing moved: the
   * transfer is cancelled as the refund said.
   */
  async function complete(transfer: DeviceTransferRow): Promise<Ended> {
    if (transfer.invoiceId && !(await sales.stillPaid(transfer.invoiceId))) {
      await transfers.cancel(transfer.id, clock.now());
      tellSeller(transfer, 'cancelled', transferMessages.cancelled);
      return { status: 'cancelled', tell: () => notices.undone(transfer, true) };
    }
    const parties = await transfers.partiesOf(transfer.id);
    const [seller, receiver] = parties
      ? [await users.findById(parties.seller.id), await users.findById(parties.receiver.id)]
      : [];
    const done = madeOf(transfer);
    try {
      if (!parties || !seller || !receiver) throw new ConflictError(transferMessages.notCompleted);
      const plan = await sales.planFor(transfer.planId, parties.device.deviceType);
      await handOverSale(
        deps,
        { id: transfer.id, seller, receiver, device: parties.device, plan, fee: transfer.fee },
        done,
      );
      tellSeller(transfer, 'done', transferMessages.transferred);
      return { status: 'done' };
    } catch (error) {
      log.error({ err: error, transfer: transfer.id }, 'a waiting transfer could not be completed; undoing it');
      if (!(await sales.undoSale(done))) return LEFT;
      await transfers.fail(transfer.id, done, clock.now());
      tellSeller(transfer, 'cancelled', transferMessages.notCompleted);
      return { status: 'cancelled', tell: () => notices.undone(transfer, true) };
    }
  }

  /** Cancels a transfer whose receiver did not verify in time (or is gone), and mails its seller why. */
  async function expire(transfer: DeviceTransferRow): Promise<Ended> {
    if (!(await refund(transfer))) return LEFT;
    tellSeller(transfer, 'cancelled', transferMessages.expired(WAITING_TRANSFER_DAYS));
    return { status: 'cancelled', tell: () => notices.undone(transfer, true, WAITING_TRANSFER_DAYS) };
  }

  /** Ends a waiting transfer as it stands: moved when its receiver has verified, else cancelled once its days ran out. */
  async function settle(row: DeviceTransferRow): Promise<Ended> {
    const ended = await whileWaiting(row, async (transfer) => {
      const receiver = transfer.toUserId ? await users.findById(transfer.toUserId) : undefined;
      if (receiver?.emailVerifiedAt) return complete(transfer);
      const expired = clock.now().getTime() - transfer.createdAt.getTime() >= WAITING_TRANSFER_MS;
      return expired || !receiver ? expire(transfer) : LEFT;
    });
    await ended
      ?.tell?.()
      .catch((error: unknown) => log.error({ err: error, transfer: row.id }, 'telling of a waiting transfer failed'));
    return ended ?? LEFT;
  }

  return { whileWaiting, tellSeller, refund, settle };
}
