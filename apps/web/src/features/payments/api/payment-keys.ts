/** Query keys of the Payments page's reads; everything sits under `all`. */
export const paymentKeys = {
  all: ['payments'] as const,
  history: (deviceId: string | undefined, cursor: HistoryCursor) =>
    [...paymentKeys.all, 'history', deviceId ?? null, cursor] as const,
  invoice: (id: string) => [...paymentKeys.all, 'invoice', id] as const,
};

/** Where a page of the history starts: the first page, after a payment (older ones) or before one (newer ones). */
export type HistoryCursor = { starting_after: string } | { ending_before: string } | Record<string, never>;
