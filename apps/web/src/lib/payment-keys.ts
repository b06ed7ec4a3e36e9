/** Where a page of the history starts: the first page, after a payment (older ones) or before one (newer ones). */
export type HistoryCursor = { starting_after: string } | { ending_before: string } | Record<string, never>;

/**
 * Query keys of payments: the saved methods, the SetupIntent a card is saved with, and the Payments page's history,
 * invoices and credit (`records`). Everything sits under `all`, which a plan bought, changed or ended refreshes (the methods'
 * `hasSubscriptions`, the history).
 */
export const paymentKeys = {
  all: ['payments'] as const,
  methods: ['payments', 'methods'] as const,
  setupIntent: ['payments', 'setup-intent'] as const,
  /** The history and invoices, which a card change refreshes too (a new default card may pay a failed renewal). */
  records: ['payments', 'records'] as const,
  history: (deviceId: string | undefined, cursor: HistoryCursor) =>
    [...paymentKeys.records, 'history', deviceId ?? null, cursor] as const,
  invoice: (id: string) => [...paymentKeys.records, 'invoice', id] as const,
  /** The account's credit and its movements, which every payment may move. */
  credit: ['payments', 'records', 'credit'] as const,
  /** Where an invoice's payment stands, on the page that completes its authentication. */
  invoicePayment: (id: string) => [...paymentKeys.records, 'invoice-payment', id] as const,
};
