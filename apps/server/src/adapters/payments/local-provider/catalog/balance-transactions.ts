import type { LocalStore } from '../store.js';
import { invalid, type LocalRoute, type StripeObject } from '../types.js';
import { integer, LIST_PARAMS, mergeMetadata, missingParam, pageOf, rejectUnknown, text, type Body } from './params.js';

/** Moves the customer's balance by `amount` (negative: credit), emitting `customer.updated`; answers the old balance. */
export async function moveBalance(store: LocalStore, customerId: string, amount: number): Promise<number> {
  const customer = await store.get('customer', customerId);
  const balance = Number(customer.balance ?? 0);
  const updated = { ...customer, balance: balance + amount };
  await store.save(updated);
  await store.emit('customer.updated', updated, { balance });
  return balance;
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
  const balance = await moveBalance(store, customerId, amount);
  const transaction = await store.insert({
    id: store.newId('cbtxn'),
    object: 'customer_balance_transaction',
    amount,
    checkout_session: null,
    created: store.now(),
    credit_note: null,
    currency: currency.toLowerCase(),
    customer: customerId,
    description: text(body.description, 'description') ?? null,
    ending_balance: balance + amount,
    invoice: null,
    livemode: false,
    metadata: mergeMetadata({}, body.metadata),
    type: 'adjustment',
  });
  return transaction;
}

export const balanceTransactionRoutes: LocalRoute[] = [
  {
    method: 'POST',
    path: '/v1/customers/:id/balance_transactions',
    handle: ({ params, body }, store) => adjustBalance(store, params.id!, body),
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
