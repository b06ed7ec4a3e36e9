import {
  RECEIVER_VERIFIED,
  transferMessages,
  type ReceiverVerified,
  type TransferCandidate,
  type TransferUpdate,
  type WaitingTransfersResponse,
} from '@lodestar/contract';
import type { QueryClient } from '@tanstack/react-query';
import { contractText } from '../../../lib/i18n/contract-text';
import { translateShown } from '../../../lib/i18n/shown-translate';
import { paymentKeys } from '../../../lib/payment-keys';
import { invalidateEach } from '../../../lib/query-client';
import { subscriptionKeys } from '../../../lib/subscription-keys';
import { toast } from '../../../lib/toast';
import { deviceKeys } from '../../devices';
import { transferKeys } from './transfer-keys';

const verifiedIf = <T extends Pick<TransferCandidate, '_id' | 'emailVerified'>>(person: T, id: string): T =>
  person._id === id ? { ...person, emailVerified: true } : person;

/**
 * A receiver of the seller's verified their address: every cached search and the waiting transfers show it at once,
 * and the transfer page that chose them hears of it as RECEIVER_VERIFIED (its chosen device stays chosen).
 */
export function applyReceiverVerified(queryClient: QueryClient, { _id }: ReceiverVerified): void {
  queryClient.setQueriesData<{ data: TransferCandidate[] }>(
    { queryKey: [...transferKeys.all, 'receivers'] },
    (found) => found && { ...found, data: found.data.map((person) => verifiedIf(person, _id)) },
  );
  queryClient.setQueryData<WaitingTransfersResponse>(
    transferKeys.waiting,
    (waiting) =>
      waiting && {
        ...waiting,
        data: waiting.data.map((transfer) => ({ ...transfer, receiver: verifiedIf(transfer.receiver, _id) })),
      },
  );
  window.dispatchEvent(new CustomEvent(RECEIVER_VERIFIED, { detail: _id }));
}

/**
 * A transfer that waited for its receiver ended: the seller's lists and payments are read again, and how it ended is
 * told (the seller's own cancel is told by the page that asked for it).
 */
export function applyTransferUpdate(queryClient: QueryClient, update: TransferUpdate): void {
  void invalidateEach(queryClient, [transferKeys.waiting, deviceKeys.all, paymentKeys.all, subscriptionKeys.all]);
  const message = contractText(translateShown, update.message);
  if (update.status === 'done') toast.success(message);
  else if (update.message !== transferMessages.cancelled) toast.info(message);
}
