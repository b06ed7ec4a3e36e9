import type { Clock } from '../../adapters/clock.js';
import type { DeviceTransferRow } from '../../db/schema/index.js';
import type { TransferSales } from '../subscriptions/index.js';
import type { SettlementNotices } from './settlement-notices.js';
import type { TransfersRepository } from './transfers.repository.js';

/** How long a transfer may stay under way before it is settled here: longer than a sale holds the device's lease. */
export const STALE_TRANSFER_MS = 10 * 60_000;

type Settled = 'finished' | 'undone' | 'left';

/**
 * Settles the transfers whose process stopped part way (decision 0053), which would otherwise keep their device from
 * any other transfer or purchase: what the transfer made at the provider is found by its id; when the seller's invoice
 * is paid and the receiver's plan is live, the device moves and the transfer is done, as it would have finished;
 * otherwise whatever it made is undone (the plan ended, the payment refunded) and it is failed. A transfer whose undoing
 * fails stays under way for the next run. Each runs holding the device's lease, so a sale still running is waited for.
 * Both sides of a finished transfer are told as after any sale, the seller of an undone one that it did not go through
 * (decision 0057).
 */
export function createTransferSettlement({
  transfers,
  sales,
  notices,
  clock,
  log,
}: {
  transfers: Pick<TransfersRepository, 'stalePending' | 'byId' | 'finish' | 'fail'>;
  sales: Pick<TransferSales, 'findSale' | 'undoSale' | 'holdingDevicePlan'>;
  notices: SettlementNotices;
  clock: Clock;
  log: { error(details: object, message: string): void };
}) {
  /** How the transfer was settled, and what tells its sides of it. */
  async function settle({ id, deviceId }: DeviceTransferRow): Promise<{ settled: Settled; tell?: () => Promise<void> }> {
    return sales.holdingDevicePlan(deviceId, async () => {
      const transfer = await transfers.byId(id);
      if (transfer?.status !== 'pending') return { settled: 'left' };
      const { fromUserId: from, toUserId: to } = transfer;
      const { paid, live, paidUntil, ...made } = await sales.findSale({ id, sellerId: from, receiverId: to });
      if (paid && live && paidUntil && from && to && (await transfers.finish(id, { deviceId, from, to }, made, clock.now())))
        return { settled: 'finished', tell: () => notices.finished(transfer, paidUntil) };
      if (!(await sales.undoSale(made))) {
        log.error({ transfer: id, ...made }, 'a stopped transfer could not be undone; the next run tries again');
        return { settled: 'left' };
      }
      await transfers.fail(id, made, clock.now());
      return { settled: 'undone', tell: () => notices.undone(transfer, paid) };
    });
  }

  /** Settles every stale transfer; answers how many were finished and how many undone. */
  return async function settleStoppedTransfers(): Promise<Record<Settled, number>> {
    const counts: Record<Settled, number> = { finished: 0, undone: 0, left: 0 };
    for (const transfer of await transfers.stalePending(new Date(clock.now().getTime() - STALE_TRANSFER_MS))) {
      const { settled, tell } = await settle(transfer).catch((error: unknown) => {
        log.error({ err: error, transfer: transfer.id }, 'settling a stopped transfer failed');
        return { settled: 'left' as const, tell: undefined };
      });
      counts[settled] += 1;
      await tell?.().catch((error: unknown) =>
        log.error({ err: error, transfer: transfer.id }, 'telling of a settled transfer failed'),
      );
    }
    return counts;
  };
}
