/**
 * Buying a plan through the real app in process on PGlite, with the local payment provider behind the real `stripe`
 * SDK: the plans page's call with the full catalogue (cold: read from the provider; warm: kept for a minute), and
 * the Subscribe round trip (customer, card check, tax, the provider's subscription, invoice and charge, the sync of
 * Lodestar's copy), then the delivery of the events it raised.
 */
import { openPglite } from '../apps/server/src/db/client.js';
import { systemClock } from '../apps/server/src/adapters/clock.js';
import { readCatalogue, syncPlans } from '../apps/server/src/modules/subscriptions/index.js';
import { createDevicesRepository } from '../apps/server/src/modules/devices/index.js';
import { provisionDevice, provisionUser } from '../apps/server/src/provisioning/index.js';
import { createUsersRepository } from '../apps/server/src/modules/users/users.repository.js';
import { buildBenchApp, signInTo } from './lib/app.js';
import { time } from './lib/stats.js';

const PASSWORD = 'Bench-Pass-1';

export async function benchBilling({ quick }: { quick: boolean }) {
  const purchases = quick ? 10 : 40;
  const database = await openPglite();
  await database.migrate();
  const app = await buildBenchApp(database);
  try {
    const users = createUsersRepository(database.db);
    const devices = createDevicesRepository(database.db);
    const catalogue = await readCatalogue();
    const sync = await time(1, () => syncPlans(app.payments.stripe, catalogue));
    await provisionUser(users, systemClock, { email: 'buyer@example.com', password: PASSWORD, country: 'AU' });
    const serials: string[] = [];
    for (let i = 0; i < purchases + 1; i += 1) {
      const device = await provisionDevice({ users, devices }, { owner: 'buyer@example.com', type: 'shield_gps', uuid: `BENCH-GPS-${i}` });
      serials.push(device.deviceUUID);
    }
    const authHeader = await signInTo(app, 'buyer@example.com', PASSWORD);
    const send = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const response = await app.inject({ method, url, headers: { authorization: authHeader }, ...(payload ? { payload } : {}) });
      if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
      return response;
    };

    const plansUrl = `/api/v2/subscriptions/plans?deviceID=${serials[0]}`;
    // The first read goes to the provider (products, prices, tax rates); the next ones within a minute do not.
    const plansCold = await time(1, () => send('GET', plansUrl));
    const plansWarm = await time(quick ? 50 : 200, () => send('GET', plansUrl), 3);
    const plansBytes = (await send('GET', plansUrl)).rawPayload.length;

    const intent = (await send('POST', '/api/v2/create-payment-intent')).json() as { clientSecret: string };
    const form = new URLSearchParams({
      client_secret: intent.clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': '4242424242424242',
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': String(new Date().getUTCFullYear() + 2),
      'payment_method_data[card][cvc]': '123',
    });
    const setupIntentId = intent.clientSecret.split('_secret_')[0]!;
    const confirmed = await app.inject({
      method: 'POST',
      url: `/local-stripe/v1/setup_intents/${setupIntentId}/confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    const { payment_method: cardId } = confirmed.json() as { payment_method: string };
    await send('POST', '/api/paymentUser/attach-payment-method', { cardId, type: 'card' });

    let next = 1;
    const subscribe = await time(purchases, () => send('POST', '/api/v2/subscriptions/gps-monthly/subscribe', { deviceUUID: serials[next++], isTermsAccepted: true }));
    const delivery = await time(1, () => app.payments.local!.deliverPendingEvents());
    return {
      database: 'PGlite (in memory)',
      plans: catalogue.plans.length,
      syncMs: sync.p50Ms,
      plansCold,
      plansWarm: { ...plansWarm, responseBytes: plansBytes },
      subscribe,
      eventDeliveryMs: delivery.p50Ms,
    };
  } finally {
    await app.close();
    await database.close();
  }
}
