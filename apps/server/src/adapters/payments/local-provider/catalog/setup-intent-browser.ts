import { publicView, type LocalStore } from '../store.js';
import { invalid } from '../types.js';
import { methodFromForm, type PaymentMethod } from './card-methods.js';
import { text, type Body } from './params.js';
import { checkClientSecret } from '../client-secret.js';
import {
  confirmWith,
  fail,
  succeed,
  unexpectedState,
  type SetupIntent,
} from './setup-intent-flow.js';

/**
 * What Stripe.js's `confirmCardSetup` does with a publishable key: checks the client secret, makes the card's
 * PaymentMethod from `payment_method_data` (or takes `payment_method`) and confirms the intent with it.
 */
export async function confirmFromBrowser(store: LocalStore, id: string, form: Body): Promise<SetupIntent> {
  const intent = await store.get<SetupIntent>('setup_intent', id);
  checkClientSecret(intent, form.client_secret);
  return confirmWith(store, intent, await methodFromForm(store, form));
}

/** The cardholder's answer to the 3-D Secure challenge of an intent in `requires_action`. */
export async function authenticateFromBrowser(store: LocalStore, id: string, form: Body): Promise<SetupIntent> {
  const intent = await store.get<SetupIntent>('setup_intent', id);
  checkClientSecret(intent, form.client_secret);
  const outcome = text(form.outcome, 'outcome');
  if (outcome !== 'complete' && outcome !== 'fail') throw invalid('outcome must be complete or fail.', 'outcome');
  if (intent.status !== 'requires_action' || !intent.payment_method) throw unexpectedState(intent, 'authenticate');
  const method = await store.get<PaymentMethod>('payment_method', intent.payment_method);
  if (outcome === 'complete') return succeed(store, intent, method);
  return fail(store, intent, {
    code: 'setup_intent_authentication_failure',
    doc_url: 'https://stripe.com/docs/error-codes/setup-intent-authentication-failure',
    message:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    payment_method: publicView(method),
    type: 'invalid_request_error',
  });
}
