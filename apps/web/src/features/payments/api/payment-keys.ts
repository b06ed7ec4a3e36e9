import { subscriptionKeys } from '../../subscriptions';

/** Query keys of the Payments page's reads, under the subscriptions' `payments`, which a card change refreshes. */
export const paymentKeys = {
  all: subscriptionKeys.payments,
  history: (deviceId: string | undefined, cursor: HistoryCursor) =>
    [...paymentKeys.all, 'history', deviceId ?? null, cursor] as const,
  invoice: (id: string) => [...paymentKeys.all, 'invoice', id] as const,
};

/** Where a page of the history starts: the first page, after a payment (older ones) or before one (newer ones). */
export type HistoryCursor = { starting_after: string } | { ending_before: string } | Record<string, never>;
