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
import { handOverSale } from './sale-handover.js';
import type { TransferNotice } from './transfer-mails.js';
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

/** The account, other than the caller's, that the transfer is to; one not verified yet waits for it (decision 0084). */
async function receiverFor(users: TransfersDeps['users'], caller: Caller, userId: string) {
  const receiver = isUuid(userId) ? await users.findById(userId.toLowerCase()) : undefined;
  if (!receiver) throw new NotFoundError(transferMessages.userNotFound);
  if (receiver.id === caller.id) throw new ConflictError(transferMessages.toYourself);
  return receiver;
}

const transferred = (subscriptionId: string | null): Payload<TransferResponse> => ({
  message: transferMessages.transferred,
  subscriptionId,
  status: 'done',
});

const waitingFor = (email: string): Payload<TransferResponse> => ({
  message: transferMessages.waitingExplained(email),
  subscriptionId: null,
  status: 'waiting',
});

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
 * Charges the seller, then hands the device over with the receiver's plan, or, while the receiver has not verified
 * their address (read again after the charge), leaves the transfer waiting for them (decision 0084). Whatever fails
 * undoes the sale and marks the started transfer failed. A charge that waits for the seller's authentication leaves
 * the transfer under way with its invoice written down, for the same order repeated once the step is over to resume.
 */
async function completeSale(
  deps: TransfersDeps,
  sale: TransferSale,
  paymentMethod: string | undefined,
  made: SaleDone = {},
): Promise<Payload<TransferResponse>> {
  const { transfers, sales, users, clock, log } = deps;
  const { id, receiver } = sale;
  // A resumed transfer starts from what it made before, so a failure before the charge is read again still voids it.
  const done: SaleDone = { ...made };
  try {
    await sales.chargeSeller(sale, paymentMethod, done);
    if (!(await users.findById(receiver.id))?.emailVerifiedAt) {
      await transfers.wait(id, done);
      return waitingFor(receiver.email);
    }
    await handOverSale(deps, sale, done);
    return transferred(done.subscriptionId ?? null);
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
async function authenticatingSale(
  { transfers, sales, clock }: TransfersDeps,
  seller: Caller,
  kind: DeviceTransferRow['kind'],
  { device, receiver, plan, fee }: Omit<TransferSale, 'id' | 'seller'>,
): Promise<{ id: string; made: SaleDone } | undefined> {
  const earlier = await transfers.authenticatingFor(device.id, seller.id);
  if (!earlier) return undefined;
  const same =
    earlier.toUserId === receiver.id && earlier.kind === kind && earlier.planId === plan.planId && earlier.fee === fee;
  if (same) return { id: earlier.id, made: earlier.invoiceId ? { invoiceId: earlier.invoiceId } : {} };
  const made = { invoiceId: earlier.invoiceId ?? undefined };
  if (!(await sales.undoSale(made))) throw new ConflictError(transferMessages.inProgress);
  await transfers.fail(earlier.id, made, clock.now());
  return undefined;
}

/**
 * Decision 0030: a seller (k9 or dealership user) hands a GPS tracker of their own to another account with a yearly or
 * bi-yearly plan (one not verified yet gets it once it verifies, decision 0084). The seller pays its first term and
 * their one-time device fee; the receiver holds the subscription and pays later terms. Money first, then the plan, then the device in one transaction; whatever fails
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
        const authenticating = await authenticatingSale(deps, caller, kind, { device, receiver, plan, fee });
        if (authenticating) {
          const sale = { id: authenticating.id, seller: caller, receiver, device, plan, fee };
          return completeSale(deps, sale, order.paymentMethod, authenticating.made);
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
        if (id === 'waiting') throw new ConflictError(transferMessages.deviceWaiting);
        if (id === 'hasPlan') throw new ConflictError(transferMessages.deviceHasPlan);
        if (id === 'changed') throw new ConflictError(transferMessages.deviceChanged);
        return completeSale(deps, { id, seller: caller, receiver, device, plan, fee }, order.paymentMethod);
      });
    },

    /**
     * `POST /api/devices/transfer`: the reference's second call, after the purchase. The purchase moved the device
     * already (or left it waiting for its receiver), so this confirms it went to that user; it never moves a device
     * without a plan.
     */
    async confirm(caller: Caller, { deviceId, userId }: DeviceTransferRequest): Promise<Payload<TransferResponse>> {
      if (!mayTransfer.k9(caller)) throw new ForbiddenError(messages.permissionDenied);
      const latest = await transfers.latestMade(caller.id, deviceId.trim());
      const receiver =
        latest?.toUserId === userId.trim().toLowerCase() ? await deps.users.findById(latest.toUserId) : undefined;
      if (latest && receiver) {
        return latest.status === 'waiting' ? waitingFor(receiver.email) : transferred(latest.subscriptionId);
      }
      // A device that is not (or no longer) the caller's answers as every device call does.
      await ownTracker(deviceFor, caller, deviceId);
      throw new ConflictError(transferMessages.notTransferred);
    },
  };
}

export type TransfersService = ReturnType<typeof createTransfersService>;
