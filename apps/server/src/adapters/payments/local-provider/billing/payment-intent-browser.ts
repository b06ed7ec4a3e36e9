import { checkClientSecret } from '../client-secret.js';
import type { LocalStore } from '../store.js';
import { invalid, LocalStripeError, type StripeObject } from '../types.js';
import { markPaid } from './invoice-collection.js';
import type { Invoice, PaymentMethod } from './model.js';
import { text, type Body } from './params.js';
import { declineAfterAuthentication, failAuthentication, settleCharge } from './payments.js';
import { invoicePaid } from './subscription-lifecycle.js';

/**
 * The card holder's answer to the 3-D Secure step of an invoice's PaymentIntent in `requires_action`, as Stripe's test
 * authentication page gives it: completed, the card is charged (and may still decline, as 4000 0082 6000 3178 does)
 * and a paid invoice makes its subscription active; failed, nothing is charged and the invoice stays open.
 */
export async function authenticatePaymentFromBrowser(store: LocalStore, id: string, form: Body): Promise<StripeObject> {
  const intent = await store.get<StripeObject>('payment_intent', id);
  checkClientSecret(intent, form.client_secret, 'PaymentIntent');
  const outcome = text(form.outcome, 'outcome');
  if (outcome !== 'complete' && outcome !== 'fail') throw invalid('outcome must be complete or fail.', 'outcome');
  if (intent.status !== 'requires_action') {
    throw new LocalStripeError(
      400,
      'invalid_request_error',
      `You cannot authenticate this PaymentIntent because it has a status of ${String(intent.status)}.`,
      { code: 'payment_intent_unexpected_state' },
    );
  }
  const method =
    typeof intent.payment_method === 'string'
      ? await store.find<PaymentMethod>('payment_method', intent.payment_method)
      : undefined;
  const [invoice] = await store.all<Invoice>('invoice', (candidate) => candidate._local?.paymentIntent === id);
  const now = store.now();
  const paid =
    outcome === 'complete' && (await settleCharge(store, intent, method, declineAfterAuthentication(method), now));
  if (outcome === 'fail') await failAuthentication(store, intent, method);
  if (invoice && paid) {
    await markPaid(store, invoice, now);
    await invoicePaid(store, invoice);
  } else if (invoice) {
    await store.emit('invoice.payment_failed', invoice);
  }
  return store.get<StripeObject>('payment_intent', id);
}
