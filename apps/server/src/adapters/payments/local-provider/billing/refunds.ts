import type { LocalStore } from '../store.js';
import type { LocalRoute, StripeObject } from '../types.js';
import { pageOf, text } from './params.js';

/**
 * Gives `amount` of the PaymentIntent's charge back to the card: a succeeded refund, the charge's `amount_refunded`
 * raised (`refunded` once all of it is back), `refund.created` and `charge.refunded` emitted.
 */
export async function refundPayment(
  store: LocalStore,
  intentId: string,
  amount: number,
  at: number,
  metadata: Record<string, string>,
): Promise<StripeObject> {
  const intent = await store.get('payment_intent', intentId);
  const charge = await store.get('charge', String(intent.latest_charge));
  const refund = await store.insert({
    id: store.newId('re'),
    object: 'refund',
    amount,
    balance_transaction: store.newId('txn'),
    charge: charge.id,
    created: at,
    currency: charge.currency,
    destination_details: {
      type: 'card',
      card: { reference_status: 'available', reference_type: 'acquirer_reference_number', type: 'refund' },
    },
    metadata,
    payment_intent: intentId,
    reason: 'requested_by_customer',
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  });
  const refunded = Number(charge.amount_refunded ?? 0) + amount;
  const updated = { ...charge, amount_refunded: refunded, refunded: refunded >= Number(charge.amount) };
  await store.save(updated);
  await store.emit('refund.created', refund);
  await store.emit('charge.refunded', updated, { amount_refunded: charge.amount_refunded, refunded: charge.refunded });
  return refund;
}

export const refundRoutes: LocalRoute[] = [
  {
    method: 'GET',
    path: '/v1/refunds',
    handle: (request, store) => {
      const intent = text(request.body.payment_intent, 'payment_intent');
      const charge = text(request.body.charge, 'charge');
      return store.list<StripeObject>('refund', '/v1/refunds', pageOf(request.body), {
        where: (refund) => (!intent || refund.payment_intent === intent) && (!charge || refund.charge === charge),
      });
    },
  },
  { method: 'GET', path: '/v1/refunds/:id', handle: (request, store) => store.get('refund', request.params.id!) },
];
