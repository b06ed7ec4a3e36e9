import type { PaymentHistoryPage, PaymentIntentAnswer, PurchaseResponse, Subscription } from '@lodestar/contract';
import type { DefaultMethodResponse, PlanChangePreview, SubscribeRequest } from '@lodestar/contract';
import { billingCommands } from '../../src/cli/billing-commands.js';
import type { CliContext } from '../../src/cli/context.js';
import { createUsersRepository } from '../../src/modules/users/index.js';
import { CLOCK_PATH } from '../../src/adapters/payments/index.js';
import { readCatalogue, syncPlans } from '../../src/modules/subscriptions/index.js';
import { createVerifiedUser } from './accounts.js';
import { call, insertDevice } from './devices.js';
import type { TestApp } from './test-app.js';

export const DAY = 24 * 3600;
export const CARDS = {
  visa: '4242424242424242',
  chargeFails: '4000000000000341',
  declined: '4000000000000002',
  authenticate: '4000002500003155',
  authenticateCharges: '4000002760003184',
  authenticatedThenDeclined: '4000008260003178',
} as const;

/** The shipped catalogue, synced to the app's provider as `plans:sync` does. */
export async function seedPlans(t: TestApp) {
  return syncPlans(t.app.payments.stripe, await readCatalogue());
}

/** A verified Australian user with a GPS tracker of their own: one the payments calls serve (decision 0052). */
export async function trackerOwner(t: TestApp) {
  const person = await createVerifiedUser(t, { country: 'AU' });
  const device = await insertDevice(t, person.user._id);
  return { ...person, device };
}

/** The card form's calls as the browser makes them: a SetupIntent, Stripe.js's confirmation with the card, then attach. */
/** A card's expiry month and year; three years ahead when not given. */
export interface CardExpiry {
  month: number;
  year: number;
}

export async function saveCard(t: TestApp, authorization: string, number: string = CARDS.visa, expiry?: CardExpiry) {
  const confirmed = await confirmCard(t, authorization, number, expiry);
  if (confirmed.setupIntent.status === 'succeeded') {
    const attached = await call(t, authorization, 'POST', '/api/paymentUser/attach-payment-method', {
      cardId: confirmed.setupIntent.payment_method,
      type: 'card',
    });
    if (attached.status !== 200) throw new Error(`attach: ${JSON.stringify(attached.body)}`);
  }
  return confirmed;
}

/**
 * A card saved through the card form with its 3-D Secure step completed, as the browser does for cards that ask; with
 * the steps of owed charges the new default card's answer names.
 */
export async function saveAuthenticatedCard(t: TestApp, authorization: string, number: string) {
  const { setupIntent, clientSecret } = await confirmCard(t, authorization, number);
  if (setupIntent.status !== 'requires_action') throw new Error(`setup: ${JSON.stringify(setupIntent)}`);
  const done = await t.app.inject({
    method: 'POST',
    url: `/local-stripe/v1/setup_intents/${setupIntent.id}/authenticate`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_secret: clientSecret, outcome: 'complete' }).toString(),
  });
  const method = (done.json() as { payment_method: string }).payment_method;
  const attached = await call<DefaultMethodResponse>(t, authorization, 'POST', '/api/paymentUser/attach-payment-method', {
    cardId: method,
    type: 'card',
  });
  if (attached.status !== 200) throw new Error(`attach: ${JSON.stringify(attached.body)}`);
  return { method, paymentActions: attached.body.paymentActions };
}

/** The card holder's answer to the 3-D Secure step of a charge, given in the browser to the local provider. */
export async function authenticatePayment(t: TestApp, clientSecret: string, outcome: 'complete' | 'fail') {
  const id = clientSecret.split('_secret_')[0]!;
  return t.app.inject({
    method: 'POST',
    url: `/local-stripe/v1/payment_intents/${id}/authenticate`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_secret: clientSecret, outcome }).toString(),
  });
}

/**
 * The card form's calls before attach: a SetupIntent and Stripe.js's confirmation of it with the card, from this
 * machine unless the browser's `remoteAddress` is given.
 */
export async function confirmCard(
  t: TestApp,
  authorization: string,
  number: string = CARDS.visa,
  expiry?: CardExpiry,
  remoteAddress?: string,
) {
  const intent = await call<PaymentIntentAnswer>(t, authorization, 'POST', '/api/v2/create-payment-intent');
  if (intent.status !== 200) throw new Error(`payment intent: ${JSON.stringify(intent.body)}`);
  const id = intent.body.clientSecret.split('_secret_')[0]!;
  const form = new URLSearchParams({
    client_secret: intent.body.clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': number,
    'payment_method_data[card][exp_month]': String(expiry?.month ?? 12),
    'payment_method_data[card][exp_year]': String(expiry?.year ?? new Date().getUTCFullYear() + 3),
    'payment_method_data[card][cvc]': '123',
    'payment_method_data[billing_details][name]': 'Dana Driver',
    'payment_method_data[billing_details][address][postal_code]': '2000',
    'payment_method_data[billing_details][address][country]': 'AU',
  });
  const confirmed = await t.app.inject({
    method: 'POST',
    url: `/local-stripe/v1/setup_intents/${id}/confirm`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  const setupIntent = confirmed.json() as {
    id: string;
    status: string;
    payment_method: string | null;
    error?: { message: string };
  };
  return { status: confirmed.statusCode, setupIntent, clientSecret: intent.body.clientSecret };
}

/**
 * Moves the provider's clock through the dev route, from this machine with the key of the app's start, once
 * everything due has run and its events were handled.
 */
export async function advanceClock(t: TestApp, seconds: number) {
  const moved = await t.app.inject({
    method: 'POST',
    url: `${CLOCK_PATH}?key=${t.app.devRoutesKey}`,
    payload: { advanceSeconds: seconds },
  });
  if (moved.statusCode !== 200) throw new Error(`clock: ${moved.body}`);
  await t.app.backgroundWork.idle();
  return moved.json() as { now: number };
}

export async function currentSubscriptions(t: TestApp, authorization: string, deviceUUID: string) {
  const answer = await call<{ data: Subscription[] }>(
    t,
    authorization,
    'GET',
    `/api/v2/subscriptions/current?deviceUUID=${deviceUUID}`,
  );
  if (answer.status !== 200) throw new Error(`current: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/**
 * A billing command of the admin CLI (coupon:create, group-code:create, plans:sync, credit:add), run in process on the
 * test app's database and clock.
 */
export async function billingCli(
  t: TestApp,
  command: 'coupon:create' | 'group-code:create' | 'plans:sync' | 'credit:add',
  ...args: string[]
) {
  const users = createUsersRepository(t.database.db);
  const context = { config: t.config, database: t.database, clock: t.clock, users } as unknown as CliContext;
  return (await billingCommands[command]!.run(args, context)) as Record<string, unknown>;
}

let codes = 0;
/** A promotion code nobody used before in this run. */
export const newCode = (prefix = 'CODE') => `${prefix}-${Date.now().toString(36)}-${(codes += 1)}`.toUpperCase();

/**
 * An Australian buyer (GST 10 %, in `timezone` when given) with a visa saved and a plan bought for a new tracker named
 * `name`: a trial when `trial`, else charged at once (with `couponCode` applied); its events handled.
 */
export async function buyerWithPlan(
  t: TestApp,
  planId: string,
  {
    trial = false,
    couponCode,
    name = 'Bike',
    timezone,
  }: { trial?: boolean; couponCode?: string; name?: string; timezone?: string } = {},
) {
  const buyer = await createVerifiedUser(t, { country: 'AU' });
  if (timezone) {
    const set = await call(t, buyer.authHeader, 'PUT', '/api/v2/users/me', { country: 'AU', timezone });
    if (set.status !== 200) throw new Error(`timezone: ${JSON.stringify(set.body)}`);
  }
  const device = await insertDevice(t, buyer.user._id, { isTrialAvailed: !trial, name });
  await saveCard(t, buyer.authHeader);
  const bought = await subscribe(t, buyer.authHeader, planId, {
    deviceUUID: device.deviceUUID,
    isTermsAccepted: true,
    ...(couponCode ? { couponCode } : {}),
  });
  if (bought.status !== 200) throw new Error(`subscribe: ${JSON.stringify(bought.body)}`);
  await t.app.backgroundWork.idle();
  return { buyer, device, subscription: bought.body.data };
}

/** The plan card's Subscribe: a purchase, or a plan change when `oldSubscriptionId` is set. */
export async function subscribe(t: TestApp, authorization: string, planId: string, body: SubscribeRequest) {
  return call<PurchaseResponse>(t, authorization, 'POST', `/api/v2/subscriptions/${planId}/subscribe`, body);
}

export async function previewChange(
  t: TestApp,
  authorization: string,
  planId: string,
  body: { deviceUUID: string; oldSubscriptionId: string },
) {
  return call<PlanChangePreview & { message?: string }>(
    t,
    authorization,
    'POST',
    `/api/v2/subscriptions/${planId}/preview`,
    body,
  );
}

/** A subscription row's action (and the refund): PUT /api/v2/subscriptions/:id/(pause|resume|cancel|refund). */
export async function subscriptionAction(
  t: TestApp,
  authorization: string,
  id: string,
  action: 'pause' | 'resume' | 'cancel' | 'refund',
  body?: object,
) {
  return call<{ message: string }>(t, authorization, 'PUT', `/api/v2/subscriptions/${id}/${action}`, body ?? {});
}

/** Every subscription of the user, ended ones too. */
export async function userSubscriptions(t: TestApp, authorization: string) {
  const answer = await call<{ data: Subscription[] }>(t, authorization, 'GET', '/api/v2/subscriptions/user');
  if (answer.status !== 200) throw new Error(`user subscriptions: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** The provider's invoices of the subscription that charged something, newest first. */
export async function chargedInvoices(t: TestApp, subscriptionId: string) {
  const invoices = await t.app.payments.stripe.invoices.list({
    subscription: subscriptionId,
    status: 'paid',
    limit: 100,
  });
  return invoices.data.filter((invoice) => invoice.amount_paid > 0).sort((a, b) => b.created - a.created);
}

/** The first page of the user's payment history, newest first. */
export async function paymentHistory(t: TestApp, authorization: string) {
  return (await call<PaymentHistoryPage>(t, authorization, 'GET', '/api/paymentUser/payment-history')).body.data;
}
