import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { systemClock } from '../../apps/server/src/adapters/clock.js';
import { createDevicesRepository } from '../../apps/server/src/modules/devices/index.js';
import { provisionDevice, provisionUser } from '../../apps/server/src/provisioning/index.js';
import { createUsersRepository } from '../../apps/server/src/modules/users/users.repository.js';
import type { DatabaseHandle } from '../../apps/server/src/db/client.js';
import { signedInSender, signInTo } from './app.js';

const PASSWORD = 'Bench-Pass-1';

export type Send = (method: 'GET' | 'POST', url: string, payload?: object) => Promise<LightMyRequestResponse>;

/** Stripe.js's part: the card 4242… confirmed on a SetupIntent through the local provider's browser face. */
async function confirmCard(app: FastifyInstance, clientSecret: string): Promise<string> {
  const form = new URLSearchParams({
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': '4242424242424242',
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': String(new Date().getUTCFullYear() + 2),
    'payment_method_data[card][cvc]': '123',
  });
  const confirmed = await app.inject({
    method: 'POST',
    url: `/local-stripe/v1/setup_intents/${clientSecret.split('_secret_')[0]!}/confirm`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  return (confirmed.json() as { payment_method: string }).payment_method;
}

/**
 * A buyer in Australia with `deviceCount` GPS trackers, signed in, with a saved card: what the Update Plan calls
 * need. `send` answers the response, or throws naming the call that did not succeed.
 */
export async function billingBuyer(app: FastifyInstance, database: DatabaseHandle, email: string, deviceCount: number) {
  const users = createUsersRepository(database.db);
  const devices = createDevicesRepository(database.db);
  const user = await provisionUser(users, systemClock, { email, password: PASSWORD, country: 'AU' });
  const owned = [];
  for (let i = 0; i < deviceCount; i += 1)
    owned.push(await provisionDevice({ users, devices }, { owner: email, type: 'shield_gps', uuid: `BENCH-GPS-${i}` }));
  const authHeader = await signInTo(app, email, PASSWORD);
  const send: Send = signedInSender(app, authHeader);
  const intent = (await send('POST', '/api/v2/create-payment-intent')).json() as { clientSecret: string };
  await send('POST', '/api/paymentUser/attach-payment-method', {
    cardId: await confirmCard(app, intent.clientSecret),
    type: 'card',
  });
  return {
    userId: user.id,
    serials: owned.map((device) => device.deviceUUID),
    deviceIds: owned.map((device) => device.id),
    send,
  };
}
