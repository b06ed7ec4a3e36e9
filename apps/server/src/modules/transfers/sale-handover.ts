import { transferMessages } from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import { ConflictError } from '../../errors.js';
import type { SaleDone, TransferSale, TransferSales } from '../subscriptions/index.js';
import { saleNotice, transferNotice, type TransferNotice } from './transfer-mails.js';
import type { TransfersRepository } from './transfers.repository.js';

export interface HandOverDeps {
  transfers: Pick<TransfersRepository, 'finish'>;
  sales: Pick<TransferSales, 'giveReceiverPlan'>;
  clock: Clock;
  /** Tells both sides, once the device has changed hands. */
  notify: (notice: TransferNotice) => void;
}

/**
 * The second half of a sale whose seller paid: the receiver's plan (its term starting now), then the device moved
 * with the transfer marked done, then both sides told. Throws when the device is no longer the seller's; what was
 * made is in `done`, for the caller to undo.
 */
export async function handOverSale(
  { transfers, sales, clock, notify }: HandOverDeps,
  sale: TransferSale,
  done: SaleDone,
) {
  const { id, seller, receiver, device, plan } = sale;
  const paidUntil = await sales.giveReceiverPlan(sale, done);
  const move = { deviceId: device.id, from: seller.id, to: receiver.id };
  if (!(await transfers.finish(id, move, done, clock.now()))) throw new ConflictError(transferMessages.notCompleted);
  notify(transferNotice(saleNotice({ seller, receiver, device, planName: plan.name }), paidUntil));
}
