import { can, messages, transferMessages, type DeviceTransferRequest, type TransferResponse } from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { DeviceTransferRow } from '../../db/schema/index.js';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PaymentActionRequiredError,
  ServiceUnavailableError,
} from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import type { Payload } from '../../http/envelope.js';
import { isUuid } from '../../lib/uuid.js';
import type { DeviceGate } from '../devices/index.js';
import type { SaleDone, TransferSale, TransferSales } from '../subscriptions/index.js';
import type { UsersRepository } from '../users/index.js';
import { saleNotice, transferNotice, type TransferNotice } from './transfer-mails.js';
import type { TransfersRepository } from './transfers.repository.js';

/** A device sold with the receiver's plan, as both transfer pages ask for it. */
export interface SaleOrder {
  deviceRef: string;
  userId: string;
  planId: string;
  paymentMethod: string | undefined;
  /** The one-time device fee the page showed (major units), checked against the seller's. */
  feeShown: number | undefined;
}

interface TransfersDeps {
  deviceFor: DeviceGate;
  users: Pick<UsersRepository, 'findById'>;
  transfers: TransfersRepository;
  sales: TransferSales;
  clock: Clock;
  /** Tells both sides, once the device has changed hands. */
  notify: (notice: TransferNotice) => void;
  log: { error(details: object, message: string): void };
}

const mayTransfer: Record<DeviceTransferRow['kind'], (caller: Caller) => boolean> = {
  k9: (caller) => can('transferDevices', caller.roles),
  dealership: (caller) => can('enterpriseMenu', caller.roles),
};

/** The tracker the reference names, if it is the caller's own GPS tracker. */
async function ownTracker(deviceFor: DeviceGate, caller: Caller, ref: string) {
  const { device } = await deviceFor(caller, ref, 'view');
  if (device.userId !== caller.id) throw new ForbiddenError(transferMessages.notYourDevice);
  if (device.deviceType !== 'shield_gps') throw new ConflictError(transferMessages.gpsOnly);
  return device;
}

/** The verified account, other than the caller's, that the transfer is to. */
async function receiverFor(users: TransfersDeps['users'], caller: Caller, userId: string) {
  const receiver = isUuid(userId) ? await users.findById(userId.toLowerCase()) : undefined;
  if (!receiver) throw new NotFoundError(transferMessages.userNotFound);
  if (receiver.id === caller.id) throw new ConflictError(transferMessages.toYourself);
  if (!receiver.emailVerifiedAt) throw new ConflictError(transferMessages.receiverUnverified);
  return receiver;
}

/** Checks the order (who may sell, which tracker, to whom, which plan, the fee shown) and answers what is sold. */
async function checkedOrder(
  { deviceFor, users, sales }: TransfersDeps,
  caller: Caller,
  kind: DeviceTransferRow['kind'],
  order: SaleOrder,
) {
  if (!mayTransfer[kind](caller)) throw new ForbiddenError(messages.permissionDenied);
  const device = await ownTracker(deviceFor, caller, order.deviceRef);
  const receiver = await receiverFor(users, caller, order.userId);
  const plan = await sales.planFor(order.planId, device.deviceType);
  const fee = Math.round(caller.oneTimeDeviceFee * 100);
  if (order.feeShown !== undefined && Math.round(order.feeShown * 100) !== fee)
    throw new ConflictError(transferMessages.feeChanged);
  return { device, receiver, plan, fee };
}

/**
 * Charges the seller, gives the receiver the plan, moves the device and tells both sides; whatever fails undoes the
 * sale and marks the started transfer failed. A charge that waits for the seller's authentication leaves the transfer
 * under way with its invoice written down, for the same order repeated once the step is over to resume.
 */
async function completeSale(
  { transfers, sales, clock, notify, log }: TransfersDeps,
  sale: TransferSale,
  paymentMethod: string | undefined,
  made: SaleDone = {},
): Promise<Payload<TransferResponse>> {
  const { id, seller, receiver, device, plan } = sale;
  // A resumed transfer starts from what it made before, so a failure before the charge is read again still voids it.
  const done: SaleDone = { ...made };
  try {
    await sales.chargeSeller(sale, paymentMethod, done);
    const paidUntil = await sales.giveReceiverPlan(sale, done);
    const move = { deviceId: device.id, from: seller.id, to: receiver.id };
    if (!(await transfers.finish(id, move, done, clock.now()))) throw new ConflictError(transferMessages.notCompleted);
    notify(transferNotice(saleNotice({ seller, receiver, device, planName: plan.name }), paidUntil));
    return { message: transferMessages.transferred, subscriptionId: done.subscriptionId ?? null };
  } catch (error) {
    if (error instanceof PaymentActionRequiredError) {
      await transfers.hold(id, done);
      throw error;
    }
    const undone = await sales.undoSale(done);
    await transfers
      .fail(id, done, clock.now())
      .catch((failing: unknown) => log.error({ err: failing, transfer: id }, 'marking a transfer failed failed'));
    if (undone) throw error;
    log.error({ err: error, transfer: id, ...done }, 'a failed transfer could not be undone');
    throw new ServiceUnavailableError(transferMessages.undoFailed);
  }
}

/**
 * The seller's transfer of the device that waits for their authentication of its charge: answered to be resumed when
 * the order is the same (receiver, kind, plan and fee); another order drops it first (its invoice voided, the transfer
 * failed), so that two charges never wait together.
 */
async function waitingSale(
  { transfers, sales, clock }: TransfersDeps,
  seller: Caller,
  kind: DeviceTransferRow['kind'],
  { device, receiver, plan, fee }: Omit<TransferSale, 'id' | 'seller'>,
): Promise<{ id: string; made: SaleDone } | undefined> {
  const waiting = await transfers.waitingFor(device.id, seller.id);
  if (!waiting) return undefined;
  const same =
    waiting.toUserId === receiver.id && waiting.kind === kind && waiting.planId === plan.planId && waiting.fee === fee;
  if (same) return { id: waiting.id, made: waiting.invoiceId ? { invoiceId: waiting.invoiceId } : {} };
  const made = { invoiceId: waiting.invoiceId ?? undefined };
  if (!(await sales.undoSale(made))) throw new ConflictError(transferMessages.inProgress);
  await transfers.fail(waiting.id, made, clock.now());
  return undefined;
}

/**
 * Decision 0030: a seller (k9 or dealership user) hands a GPS tracker of their own to another verified account with a
 * yearly or bi-yearly plan. The seller pays its first term and their one-time device fee; the receiver holds the
 * subscription and pays later terms. Money first, then the plan, then the device in one transaction; whatever fails
 * undoes what came before, so the transfer happens whole or not at all.
 */
export function createTransfersService(deps: TransfersDeps) {
  const { deviceFor, transfers, sales, clock } = deps;
  return {
    async transfer(
      caller: Caller,
      kind: DeviceTransferRow['kind'],
      order: SaleOrder,
    ): Promise<Payload<TransferResponse>> {
      const { device, receiver, plan, fee } = await checkedOrder(deps, caller, kind, order);
      // Held from the check that the device has no plan until the receiver's plan is stored: a purchase for the
      // device at the same time waits for it, then finds that plan.
      return sales.holdingDevicePlan(device.id, async () => {
        const waiting = await waitingSale(deps, caller, kind, { device, receiver, plan, fee });
        if (waiting) {
          const sale = { id: waiting.id, seller: caller, receiver, device, plan, fee };
          return completeSale(deps, sale, order.paymentMethod, waiting.made);
        }
        const id = await transfers.start({
          deviceId: device.id,
          fromUserId: caller.id,
          toUserId: receiver.id,
          kind,
          planId: plan.planId,
          fee,
          currency: caller.currency,
          createdAt: clock.now(),
        });
        if (id === 'busy') throw new ConflictError(transferMessages.inProgress);
        if (id === 'hasPlan') throw new ConflictError(transferMessages.deviceHasPlan);
        if (id === 'changed') throw new ConflictError(transferMessages.deviceChanged);
        return completeSale(deps, { id, seller: caller, receiver, device, plan, fee }, order.paymentMethod);
      });
    },

    /**
     * `POST /api/devices/transfer`: the reference's second call, after the purchase. The purchase moved the device
     * already, so this confirms it went to that user; it never moves a device without a plan.
     */
    async confirm(caller: Caller, { deviceId, userId }: DeviceTransferRequest): Promise<Payload<TransferResponse>> {
      if (!mayTransfer.k9(caller)) throw new ForbiddenError(messages.permissionDenied);
      const latest = await transfers.latestDone(caller.id, deviceId.trim());
      if (latest && latest.toUserId === userId.trim().toLowerCase()) {
        return { message: transferMessages.transferred, subscriptionId: latest.subscriptionId };
      }
      // A device that is not (or no longer) the caller's answers as every device call does.
      await ownTracker(deviceFor, caller, deviceId);
      throw new ConflictError(transferMessages.notTransferred);
    },
  };
}

export type TransfersService = ReturnType<typeof createTransfersService>;
