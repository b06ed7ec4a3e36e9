import type { PaymentIntentAnswer, Subscription } from '@lodestar/contract';
import { readCatalogue, syncPlans } from '../../src/modules/subscriptions/index.js';
import { call } from './devices.js';
import type { TestApp } from './test-app.js';

export const DAY = 24 * 3600;
export const CARDS = { visa: '4242424242424242', chargeFails: '4000000000000341', declined: '4000000000000002', authenticate: '4000002500003155' } as const;

/** The shipped catalogue, synced to the app's provider as `plans:sync` does. */
export async function seedPlans(t: TestApp) {
  return syncPlans(t.app.payments.stripe, await readCatalogue());
}

/** The card form's calls as the browser makes them: a SetupIntent, Stripe.js's confirmation with the card, then attach. */
export async function saveCard(t: TestApp, authorization: string, number: string = CARDS.visa) {
  const intent = await call<PaymentIntentAnswer>(t, authorization, 'POST', '/api/v2/create-payment-intent');
  if (intent.status !== 200) throw new Error(`payment intent: ${JSON.stringify(intent.body)}`);
  const id = intent.body.clientSecret.split('_secret_')[0]!;
  const form = new URLSearchParams({
    client_secret: intent.body.clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': number,
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': String(new Date().getUTCFullYear() + 3),
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
  });
  const setupIntent = confirmed.json() as { id: string; status: string; payment_method: string | null; error?: { message: string } };
  if (setupIntent.status === 'succeeded') {
    const attached = await call(t, authorization, 'POST', '/api/paymentUser/attach-payment-method', { cardId: setupIntent.payment_method, type: 'card' });
    if (attached.status !== 200) throw new Error(`attach: ${JSON.stringify(attached.body)}`);
  }
  return { status: confirmed.statusCode, setupIntent, clientSecret: intent.body.clientSecret };
}

/** Moves the provider's clock as the dev route does, once everything due has run and its events were handled. */
export async function advanceClock(t: TestApp, seconds: number) {
  const moved = await t.app.inject({ method: 'POST', url: '/dev/payments/clock', payload: { advanceSeconds: seconds } });
  if (moved.statusCode !== 200) throw new Error(`clock: ${moved.body}`);
  await t.app.backgroundWork.idle();
  return moved.json() as { now: number };
}

export async function currentSubscriptions(t: TestApp, authorization: string, deviceUUID: string) {
  const answer = await call<{ data: Subscription[] }>(t, authorization, 'GET', `/api/v2/subscriptions/current?deviceUUID=${deviceUUID}`);
  if (answer.status !== 200) throw new Error(`current: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}
