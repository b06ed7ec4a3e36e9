import type { LocalStore } from '../store.js';
import { invalid, missing, type LocalRoute, type StripeObject } from '../types.js';
import { integer, LIST_PARAMS, mergeMetadata, missingParam, pageOf, rejectUnknown, text, type Body } from './params.js';

/** What moved the balance, as Stripe's ledger names it. */
export interface BalanceMove {
  type: 'adjustment' | 'applied_to_invoice' | 'unapplied_from_invoice' | 'credit_note';
  currency: string;
  invoice?: string;
  creditNote?: string;
  description?: string | null;
  metadata?: Record<string, string>;
}

/**
 * Moves the customer's balance by `amount` (negative: credit) and writes the move into the customer's ledger, as
 * Stripe does for every change of the balance (an adjustment, an invoice that used or created credit, a credit note
 * to the balance, a voided invoice giving its credit back); emits `customer.updated`. Answers the ledger's entry.
 */
export async function moveBalance(
  store: LocalStore,
  customerId: string,
  amount: number,
  move: BalanceMove,
): Promise<StripeObject> {
  const customer = await store.get('customer', customerId);
  const balance = Number(customer.balance ?? 0);
  const currency = move.currency.toLowerCase();
  // As Stripe: a customer's balance is in one currency, which its first movement (or first invoice) sets.
  if (customer.currency && customer.currency !== currency)
    throw invalid(
      `The customer's balance is in ${String(customer.currency)}; it cannot move in ${currency}.`,
      'currency',
    );
  const updated = { ...customer, balance: balance + amount, currency: customer.currency ?? currency };
  await store.save(updated);
  await store.emit('customer.updated', updated, { balance });
  return store.insert({
    id: store.newId('cbtxn'),
    object: 'customer_balance_transaction',
    amount,
    checkout_session: null,
    created: store.now(),
    credit_note: move.creditNote ?? null,
    currency,
    customer: customerId,
    description: move.description ?? null,
    ending_balance: balance + amount,
    invoice: move.invoice ?? null,
    livemode: false,
    metadata: move.metadata ?? {},
    type: move.type,
  });
}

/**
 * `POST /v1/customers/:id/balance_transactions`: moves the customer's balance by `amount` (negative: a credit the next
 * invoice uses; positive: a debt it collects), in the customer's currency, as Stripe's adjustments do.
 */
async function adjustBalance(store: LocalStore, customerId: string, body: Body): Promise<StripeObject> {
  rejectUnknown(body, ['amount', 'currency', 'description', 'metadata', 'expand']);
  const amount = integer(body.amount, 'amount');
  if (amount === undefined) throw missingParam('amount');
  const currency = text(body.currency, 'currency');
  if (!currency) throw missingParam('currency');
  await store.get('customer', customerId);
  if (amount === 0) throw invalid('Invalid amount: must not be 0', 'amount');
  return moveBalance(store, customerId, amount, {
    type: 'adjustment',
    currency,
    description: text(body.description, 'description') ?? null,
    metadata: mergeMetadata({}, body.metadata),
  });
}

export const balanceTransactionRoutes: LocalRoute[] = [
  {
    method: 'POST',
    path: '/v1/customers/:id/balance_transactions',
    handle: ({ params, body }, store) => adjustBalance(store, params.id!, body),
  },
  {
    method: 'GET',
    path: '/v1/customers/:id/balance_transactions/:transaction',
    async handle({ params, body }, store) {
      rejectUnknown(body, ['expand']);
      const transaction = await store.get('customer_balance_transaction', params.transaction!);
      if (transaction.customer !== params.id) throw missing('customer_balance_transaction', params.transaction!, 'id');
      return transaction;
    },
  },
  {
    method: 'GET',
    path: '/v1/customers/:id/balance_transactions',
    handle({ params, body }, store) {
      rejectUnknown(body, LIST_PARAMS);
      return store.list(
        'customer_balance_transaction',
        `/v1/customers/${params.id}/balance_transactions`,
        pageOf(body),
        {
          customer: params.id!,
        },
      );
    },
  },
];
