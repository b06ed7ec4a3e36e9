import { randomBytes } from 'node:crypto';
import { publicView, type LocalStore } from '../store.js';
import { LocalStripeError, type StripeObject } from '../types.js';
import type { Invoice, PaymentMethod } from './model.js';
import { threeDSecureNextAction } from '../three-d-secure.js';

const DECLINED = 'Your card was declined.';
const INTENT_DESCRIPTIONS: Record<string, string> = {
  subscription_create: 'Subscription creation',
  subscription_update: 'Subscription update',
  manual: 'Payment for Invoice',
};

export function declineError(): LocalStripeError {
  return new LocalStripeError(402, 'card_error', DECLINED, { code: 'card_declined', decline_code: 'generic_decline' });
}

/** Stripe's 402 for a payment that its card holder must authenticate first, with the intent to confirm. */
export function requiresActionError(intent?: StripeObject): LocalStripeError {
  return new LocalStripeError(
    402,
    'card_error',
    'This payment requires additional user action before it can be completed successfully. Payment can be completed using the PaymentIntent associated with the invoice. For more details see: https://stripe.com/docs/billing/subscriptions/overview#requires-action',
    { code: 'invoice_payment_intent_requires_action', ...(intent ? { payment_intent: publicView(intent) } : {}) },
  );
}

export function noPaymentMethodError(): LocalStripeError {
  return new LocalStripeError(
    400,
    'invalid_request_error',
    'This customer has no attached payment source or default payment method. Please consider adding a default payment method.',
    {
      code: 'resource_missing',
    },
  );
}

/** The catalog marks test cards that always decline with `_local.chargeFails`. */
export function declines(method: PaymentMethod | undefined): boolean {
  return !method || method._local?.chargeFails === true;
}

/** Whether a charge to the method waits for the card holder's 3-D Secure, as its test card says. */
export function asksAuthentication(method: PaymentMethod | undefined): boolean {
  const asks = method?._local?.authenticateCharges;
  return asks === 'always' || (asks === 'unlessSetUp' && !method?._local?.setUpForLaterUse);
}

/** Why a charge was declined, as Stripe's `last_payment_error` and the failed charge tell it. */
export interface Decline {
  code: string;
  decline_code?: string;
  doc_url: string;
  message: string;
  type: 'card_error' | 'invalid_request_error';
}

export const GENERIC_DECLINE: Decline = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'generic_decline',
  doc_url: 'https://stripe.com/docs/error-codes/card-declined',
  message: DECLINED,
};
const INSUFFICIENT_FUNDS: Decline = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'insufficient_funds',
  doc_url: 'https://stripe.com/docs/error-codes/card-declined',
  message: 'Your card has insufficient funds.',
};
export const AUTHENTICATION_FAILED: Decline = {
  type: 'invalid_request_error',
  code: 'payment_intent_authentication_failure',
  doc_url: 'https://stripe.com/docs/error-codes/payment-intent-authentication-failure',
  message:
    'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
};

/** How a charge attempt ended: paid, declined, or waiting for the card holder to authenticate it. */
export type ChargeOutcome = 'succeeded' | 'declined' | 'requires_action';

function paymentIntentOf(store: LocalStore, invoice: Invoice, at: number): StripeObject {
  const id = store.newId('pi');
  return {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount: invoice.amount_due,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
    confirmation_method: 'automatic',
    created: at,
    currency: invoice.currency,
    customer: invoice.customer,
    customer_account: null,
    description: INTENT_DESCRIPTIONS[String(invoice.billing_reason)] ?? 'Subscription cycle',
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: {},
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: 'off_session',
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_group: null,
  };
}

/** The invoice's PaymentIntent, created with its invoice_payment on the first attempt. */
export async function invoicePaymentIntent(store: LocalStore, invoice: Invoice, at: number): Promise<StripeObject> {
  const known = invoice._local?.paymentIntent;
  if (known) {
    const found = await store.find('payment_intent', known);
    if (found) return found;
  }
  const intent = await store.insert(paymentIntentOf(store, invoice, at));
  const payment = await store.insert({
    id: store.newId('inpay'),
    object: 'invoice_payment',
    amount_paid: null,
    amount_requested: invoice.amount_due,
    created: at,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: intent.id },
    status: 'open',
    status_transitions: { canceled_at: null, paid_at: null },
  });
  invoice._local = { ...invoice._local, paymentIntent: intent.id, invoicePayment: payment.id };
  invoice.payments = { ...invoice.payments, data: [publicView(payment) as StripeObject], total_count: 1 };
  invoice.confirmation_secret = { client_secret: intent.client_secret, type: 'payment_intent' };
  return intent;
}

function chargeOf(
  store: LocalStore,
  intent: StripeObject,
  method: PaymentMethod | undefined,
  decline: Decline | null,
  at: number,
): StripeObject {
  const ok = decline === null;
  const card = method?.card ?? {};
  return {
    id: store.newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: ok ? intent.amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: ok ? store.newId('txn') : null,
    billing_details: method?.billing_details ?? { address: null, email: null, name: null, phone: null, tax_id: null },
    calculated_statement_descriptor: 'LODESTAR',
    captured: ok,
    created: at,
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: decline?.code ?? null,
    failure_message: decline?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: {},
    on_behalf_of: null,
    outcome: {
      advice_code: ok ? null : 'try_again_later',
      network_advice_code: null,
      network_decline_code: null,
      network_status: ok ? 'approved_by_network' : 'declined_by_network',
      reason: decline?.decline_code ?? null,
      risk_level: 'normal',
      risk_score: 20,
      seller_message: ok ? 'Payment complete.' : 'The bank did not return any further details with this decline.',
      type: ok ? 'authorized' : 'issuer_declined',
    },
    paid: ok,
    payment_intent: intent.id,
    payment_method: method?.id ?? null,
    payment_method_details: {
      type: 'card',
      card: {
        ...card,
        checks: null,
        network: card.brand ?? null,
        three_d_secure: asksAuthentication(method) ? { authentication_flow: 'challenge', result: 'authenticated' } : null,
      },
    },
    receipt_email: null,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: ok ? 'succeeded' : 'failed',
    transfer_data: null,
    transfer_group: null,
  };
}

/** Sends the card holder to 3-D Secure: the intent waits in `requires_action` with Stripe.js's next action. */
async function askAuthentication(store: LocalStore, intent: StripeObject, method: PaymentMethod, amount: number) {
  const waiting: StripeObject = {
    ...intent,
    amount,
    payment_method: method.id,
    status: 'requires_action',
    last_payment_error: null,
    next_action: threeDSecureNextAction(),
  };
  await store.save(waiting);
  await store.emit('payment_intent.requires_action', waiting);
}

/** Charges the method on the intent: succeeded, or declined for `decline`'s reason. */
export async function settleCharge(
  store: LocalStore,
  intent: StripeObject,
  method: PaymentMethod | undefined,
  decline: Decline | null,
  at: number,
): Promise<boolean> {
  const charge = await store.insert(chargeOf(store, intent, method, decline, at));
  const ok = decline === null;
  const updated: StripeObject = {
    ...intent,
    amount_received: ok ? intent.amount : 0,
    latest_charge: charge.id,
    payment_method: method?.id ?? null,
    next_action: null,
    status: ok ? 'succeeded' : 'requires_payment_method',
    last_payment_error: ok ? null : { ...decline, charge: charge.id, payment_method: method ? publicView(method) : null },
  };
  await store.save(updated);
  await store.emit(ok ? 'charge.succeeded' : 'charge.failed', charge);
  await store.emit(ok ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', updated);
  return ok;
}

/** The card holder failed (or gave up) 3-D Secure: no charge, and the intent wants a payment method again. */
export async function failAuthentication(store: LocalStore, intent: StripeObject, method: PaymentMethod | undefined) {
  const failed: StripeObject = {
    ...intent,
    next_action: null,
    status: 'requires_payment_method',
    last_payment_error: { ...AUTHENTICATION_FAILED, payment_method: method ? publicView(method) : null },
  };
  await store.save(failed);
  await store.emit('payment_intent.payment_failed', failed);
}

/** How a charge to the method ends once its card holder authenticated it. */
export function declineAfterAuthentication(method: PaymentMethod | undefined): Decline | null {
  if (method?._local?.declineAfterAuthentication === 'insufficient_funds') return INSUFFICIENT_FUNDS;
  return declines(method) ? GENERIC_DECLINE : null;
}

/**
 * One charge attempt on the invoice's PaymentIntent: paid, declined, or (a card that asks for 3-D Secure) waiting for
 * its holder, whether the customer is on session or not, as an invoice's payment does on Stripe.
 */
export async function chargeInvoice(
  store: LocalStore,
  invoice: Invoice,
  method: PaymentMethod | undefined,
  at: number,
): Promise<ChargeOutcome> {
  const intent = { ...(await invoicePaymentIntent(store, invoice, at)), amount: invoice.amount_due };
  if (!method) {
    await store.emit('payment_intent.payment_failed', intent);
    return 'declined';
  }
  if (asksAuthentication(method)) {
    await askAuthentication(store, intent, method, invoice.amount_due);
    return 'requires_action';
  }
  return (await settleCharge(store, intent, method, declines(method) ? GENERIC_DECLINE : null, at)) ? 'succeeded' : 'declined';
}
