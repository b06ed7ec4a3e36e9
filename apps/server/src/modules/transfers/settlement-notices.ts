import type { DeviceTransferRow } from '../../db/schema/index.js';
import type { TransferSales } from '../subscriptions/index.js';
import { saleNotice, transferNotice, type SaleNotice, type TransferNotice } from './transfer-mails.js';
import type { TransferUndoneNotice } from './transfer-undone-mail.js';
import type { TransfersRepository } from './transfers.repository.js';

/**
 * Tells the sides of a transfer the reconciliation settled, as a sale that ended in its request tells them: a finished
 * one both sides (the notices of every transfer), an undone one its seller. A transfer whose seller, receiver or device
 * is gone since tells nobody.
 */
export function createSettlementNotices({
  transfers,
  sales,
  notify,
  notifyUndone,
}: {
  transfers: Pick<TransfersRepository, 'partiesOf'>;
  sales: Pick<TransferSales, 'planFor'>;
  notify: (notice: TransferNotice) => void;
  notifyUndone: (notice: TransferUndoneNotice) => void;
}) {
  async function noticeOf(transfer: DeviceTransferRow): Promise<SaleNotice | undefined> {
    const parties = await transfers.partiesOf(transfer.id);
    if (!parties) return undefined;
    const plan = await sales.planFor(transfer.planId, parties.device.deviceType);
    return saleNotice({ ...parties, planName: plan.name });
  }

  return {
    /** The transfer finished: the receiver's plan is paid until `paidUntil` (provider seconds). */
    async finished(transfer: DeviceTransferRow, paidUntil: number): Promise<void> {
      const notice = await noticeOf(transfer);
      if (notice) notify(transferNotice(notice, paidUntil));
    },

    /**
     * The transfer was undone: the seller's payment refunded, or nothing taken; `expiredAfterDays` when that is why (its
     * receiver did not verify in those days), else it could not be completed.
     */
    async undone(transfer: DeviceTransferRow, refunded: boolean, expiredAfterDays?: number): Promise<void> {
      const notice = await noticeOf(transfer);
      if (notice)
        notifyUndone({ ...notice, refunded, ...(expiredAfterDays === undefined ? {} : { expiredAfterDays }) });
    },
  };
}

export type SettlementNotices = ReturnType<typeof createSettlementNotices>;
