import { publicView, type LocalStore } from '../store.js';
import { LocalStripeError, type StripeObject } from '../types.js';
import { attachPaymentMethod } from './attachment.js';
import { declineDetails, declineError } from './card-declines.js';
import type { PaymentMethod } from './card-methods.js';
import { threeDSecureNextAction } from '../three-d-secure.js';

export interface SetupIntent extends StripeObject {
  object: 'setup_intent';
  status:
    'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'canceled' | 'succeeded';
  client_secret: string;
  customer: string | null;
  payment_method: string | null;
}

const CONFIRMABLE: SetupIntent['status'][] = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

export function unexpectedState(intent: SetupIntent, action: string): LocalStripeError {
  return new LocalStripeError(
    400,
    'invalid_request_error',
    `You cannot ${action} this SetupIntent because it has a status of ${intent.status}.`,
    { code: 'setup_intent_unexpected_state', setup_intent: publicView(intent) },
  );
}


/** Confirms the intent with the method: declined, waiting for 3-D Secure, or succeeded, as the test card decides. */
export async function confirmWith(store: LocalStore, intent: SetupIntent, method: PaymentMethod): Promise<SetupIntent> {
  if (!CONFIRMABLE.includes(intent.status)) throw unexpectedState(intent, 'confirm');
  const decline = method._local?.declineOnSetup;
  if (decline) {
    const failed = await fail(store, intent, { ...declineDetails(decline), payment_method: publicView(method) });
    // A 402 keeps what was saved: the failed intent and its event stay, as on Stripe.
    throw declineError(decline, { setup_intent: publicView(failed), payment_method: publicView(method) });
  }
  if (method._local?.authenticateOnSetup) {
    const waiting: SetupIntent = {
      ...intent,
      status: 'requires_action',
      payment_method: method.id,
      last_setup_error: null,
      next_action: threeDSecureNextAction(),
    };
    await store.save(waiting);
    await store.emit('setup_intent.requires_action', waiting);
    return waiting;
  }
  return succeed(store, intent, method);
}

/**
 * The intent succeeds: its method is attached to its customer (if it has one), and one set up for use off session
 * is spared authentication on later charges where its card allows that.
 */
export async function succeed(store: LocalStore, intent: SetupIntent, method: PaymentMethod): Promise<SetupIntent> {
  if (intent.usage === 'off_session') {
    method = { ...method, _local: { ...method._local, setUpForLaterUse: true } };
    await store.save(method);
  }
  if (intent.customer) await attachPaymentMethod(store, method, intent.customer, 'payment_method');
  const done: SetupIntent = {
    ...intent,
    status: 'succeeded',
    payment_method: method.id,
    last_setup_error: null,
    next_action: null,
  };
  await store.save(done);
  await store.emit('setup_intent.succeeded', done);
  return done;
}

/** The attempt failed: the intent wants another method, and tells why in `last_setup_error`. */
export async function fail(
  store: LocalStore,
  intent: SetupIntent,
  error: Record<string, unknown>,
): Promise<SetupIntent> {
  const failed: SetupIntent = {
    ...intent,
    status: 'requires_payment_method',
    payment_method: null,
    next_action: null,
    last_setup_error: error,
  };
  await store.save(failed);
  await store.emit('setup_intent.setup_failed', failed);
  return failed;
}
