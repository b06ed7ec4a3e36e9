import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages, type PaymentMethodsAnswer, type Subscription } from '@lodestar/contract';
import { createVerifiedUser } from './helpers/accounts.js';
import { CARDS, confirmCard, saveCard, seedPlans } from './helpers/billing.js';
import { call, insertDevice } from './helpers/devices.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
afterAll(() => t.close());

const paymentUser = (authorization: string, query = '') => call<PaymentMethodsAnswer>(t, authorization, 'GET', `/api/paymentUser${query}`);

/** A buyer in Australia with a tracker whose trial was used, so plans are charged at once. */
async function buyer() {
  const person = await createVerifiedUser(t, { country: 'AU' });
  const device = await insertDevice(t, person.user._id, { isTrialAvailed: true });
  return { ...person, device };
}

function subscribe(authorization: string, planId: string, body: object, requestKey?: string) {
  return t.app
    .inject({
      method: 'POST',
      url: `/api/v2/subscriptions/${planId}/subscribe`,
      headers: { authorization, ...(requestKey ? { 'idempotency-key': requestKey } : {}) },
      payload: body,
    })
    .then((answer) => ({ status: answer.statusCode, body: answer.json() as { data: Subscription; message: string } }));
}

const authenticate = (setupIntentId: string, clientSecret: string, outcome: 'complete' | 'fail') =>
  t.app.inject({
    method: 'POST',
    url: `/local-stripe/v1/setup_intents/${setupIntentId}/authenticate`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_secret: clientSecret, outcome }).toString(),
  });

describe('saved payment methods', () => {
  it('lists nothing before the first card, then the saved card as the default', async () => {
    const { authHeader } = await buyer();
    expect((await paymentUser(authHeader)).body).toEqual({ success: true, paymentUser: null, paymentMethods: [], hasSubscriptions: false });

    const saved = await saveCard(t, authHeader);
    expect(saved.setupIntent.status).toBe('succeeded');
    const listed = await paymentUser(authHeader);
    expect(listed.status).toBe(200);
    expect(listed.body.paymentUser).toMatchObject({ id: expect.stringMatching(/^cus_/), sourceData: { currency: null } });
    expect(listed.body.paymentMethods).toEqual([
      {
        id: saved.setupIntent.payment_method,
        type: 'card',
        isDefault: true,
        card: { name: 'Dana Driver', brand: 'visa', last4: '4242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, wallet: null },
        link: null,
        bank: null,
      },
    ]);
  });

  it('a card that asks for 3-D Secure is saved once authenticated, and not when the cardholder fails it', async () => {
    const { authHeader } = await buyer();
    const challenged = await saveCard(t, authHeader, CARDS.authenticate);
    expect(challenged.setupIntent.status).toBe('requires_action');
    const failed = await authenticate(challenged.setupIntent.id, challenged.clientSecret, 'fail');
    expect(failed.json()).toMatchObject({
      status: 'requires_payment_method',
      last_setup_error: { code: 'setup_intent_authentication_failure', message: expect.stringContaining('unable to authenticate') },
    });
    expect((await paymentUser(authHeader)).body.paymentMethods).toEqual([]);

    const again = await saveCard(t, authHeader, CARDS.authenticate);
    const passed = await authenticate(again.setupIntent.id, again.clientSecret, 'complete');
    expect(passed.json()).toMatchObject({ status: 'succeeded', payment_method: again.setupIntent.payment_method });
    const attached = await call(t, authHeader, 'POST', '/api/paymentUser/attach-payment-method', { cardId: again.setupIntent.payment_method, type: 'card' });
    expect(attached).toMatchObject({ status: 200, body: { message: billingMessages.added } });
    expect((await paymentUser(authHeader)).body.paymentMethods).toMatchObject([{ id: again.setupIntent.payment_method, isDefault: true, card: { last4: '3155' } }]);
  });

  it('a declined card answers 402 with the provider error and saves nothing', async () => {
    const { authHeader } = await buyer();
    const declined = await saveCard(t, authHeader, CARDS.declined);
    expect(declined.status).toBe(402);
    expect(declined.setupIntent.error).toMatchObject({ type: 'card_error', code: 'card_declined', message: expect.any(String) });
    expect((await paymentUser(authHeader)).body.paymentMethods).toEqual([]);
  });

  it('a new default method pays the live subscriptions; none is removed while they live', async () => {
    const { authHeader, device } = await buyer();
    const first = await saveCard(t, authHeader);
    const firstId = first.setupIntent.payment_method!;
    const bought = await subscribe(authHeader, 'gps-monthly', { deviceUUID: device.deviceUUID });
    expect(bought.status).toBe(200);
    const subscriptionId = bought.body.data.id;
    const second = await saveCard(t, authHeader, '5555555555554444');
    const secondId = second.setupIntent.payment_method!;

    const changed = await call(t, authHeader, 'POST', '/api/paymentUser/change-payment-method', { newSource: firstId, oldSource: secondId, type: 'card' });
    expect(changed).toMatchObject({ status: 200, body: { message: billingMessages.changed } });
    const listed = await paymentUser(authHeader);
    expect(listed.body.hasSubscriptions).toBe(true);
    expect(listed.body.paymentMethods.find((method) => method.isDefault)?.id).toBe(firstId);
    expect((await t.app.payments.stripe.subscriptions.retrieve(subscriptionId)).default_payment_method).toBe(firstId);

    await call(t, authHeader, 'POST', '/api/paymentUser/change-payment-method', { newSource: secondId, type: 'card' });
    expect((await t.app.payments.stripe.subscriptions.retrieve(subscriptionId)).default_payment_method).toBe(secondId);

    const refused = await call(t, authHeader, 'POST', '/api/paymentUser/detach-payment-method', { cardId: firstId });
    expect(refused).toMatchObject({ status: 409, body: { message: billingMessages.methodPaysSubscriptions } });
    expect((await paymentUser(authHeader)).body.paymentMethods).toHaveLength(2);

    const other = await buyer();
    const theirs = (await saveCard(t, other.authHeader)).setupIntent.payment_method!;
    const removed = await call(t, other.authHeader, 'POST', '/api/paymentUser/detach-payment-method', { cardId: theirs });
    expect(removed).toMatchObject({ status: 200, body: { message: billingMessages.removed } });
    expect((await paymentUser(other.authHeader)).body.paymentMethods).toEqual([]);
  });

  it("no one reaches another user's methods", async () => {
    const owner = await buyer();
    const ownerCard = (await saveCard(t, owner.authHeader)).setupIntent.payment_method!;
    const other = await buyer();
    await saveCard(t, other.authHeader);

    const notFound = { status: 404, body: { message: billingMessages.paymentMethodNotFound } };
    expect(await call(t, other.authHeader, 'POST', '/api/paymentUser/detach-payment-method', { cardId: ownerCard })).toMatchObject(notFound);
    expect(await call(t, other.authHeader, 'POST', '/api/paymentUser/change-payment-method', { newSource: ownerCard, type: 'card' })).toMatchObject(notFound);
    expect(await call(t, other.authHeader, 'POST', '/api/paymentUser/attach-payment-method', { cardId: ownerCard, type: 'card' })).toMatchObject(notFound);
    expect(await call(t, other.authHeader, 'POST', '/api/paymentUser/detach-payment-method', { cardId: 'pm_doesnotexist' })).toMatchObject(notFound);

    const denied = { status: 403, body: { message: 'Permission denied' } };
    expect(await paymentUser(other.authHeader, `?userId=${owner.user._id}`)).toMatchObject(denied);
    expect(await call(t, other.authHeader, 'POST', `/api/paymentUser/attach-payment-method?userId=${owner.user._id}`, { cardId: ownerCard, type: 'card' })).toMatchObject(denied);
    expect((await paymentUser(owner.authHeader, `?userId=${owner.user._id}`)).status).toBe(200);
    expect((await paymentUser(owner.authHeader)).body.paymentMethods).toMatchObject([{ id: ownerCard, isDefault: true }]);
  });
});

describe('buying twice by accident', () => {
  it('the same purchase sent twice at once without a key buys once', async () => {
    const { authHeader, device } = await buyer();
    await saveCard(t, authHeader);
    const answers = await Promise.all([1, 2].map(() => subscribe(authHeader, 'gps-monthly', { deviceUUID: device.deviceUUID })));
    const bought = answers.filter((answer) => answer.status === 200);
    expect(bought.length).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect(new Set(bought.map((answer) => answer.body.data.id)).size).toBe(1);
    const customer = (await paymentUser(authHeader)).body.paymentUser!.id;
    expect((await t.app.payments.stripe.subscriptions.list({ customer, status: 'all' })).data).toHaveLength(1);
  });

  it('a double click with one Idempotency-Key buys once; the key with another body is refused', async () => {
    const { authHeader, device, user } = await buyer();
    await saveCard(t, authHeader);
    const key = `click-${Date.now()}`;
    const [one, two] = await Promise.all([
      subscribe(authHeader, 'gps-monthly', { deviceUUID: device.deviceUUID }, key),
      subscribe(authHeader, 'gps-monthly', { deviceUUID: device.deviceUUID }, key),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(two.body.data.id).toBe(one.body.data.id);
    const repeated = await subscribe(authHeader, 'gps-monthly', { deviceUUID: device.deviceUUID }, key);
    expect(repeated.body.data.id).toBe(one.body.data.id);

    const customer = (await paymentUser(authHeader)).body.paymentUser!.id;
    const atProvider = await t.app.payments.stripe.subscriptions.list({ customer, status: 'all' });
    expect(atProvider.data.map((subscription) => subscription.id)).toEqual([one.body.data.id]);

    const another = await insertDevice(t, user._id, { isTrialAvailed: true });
    const reused = await subscribe(authHeader, 'gps-monthly', { deviceUUID: another.deviceUUID }, key);
    expect(reused).toMatchObject({ status: 409, body: { message: billingMessages.requestKeyReused } });
    const badKey = await subscribe(authHeader, 'gps-monthly', { deviceUUID: another.deviceUUID }, 'no');
    expect(badKey.status).toBe(400);
    expect((await t.app.payments.stripe.subscriptions.list({ customer, status: 'all' })).data).toHaveLength(1);
  });

  it('without a key, a second purchase of the same kind for the device is refused', async () => {
    const { authHeader, device } = await buyer();
    await saveCard(t, authHeader);
    const first = await subscribe(authHeader, 'gps-monthly', { deviceUUID: device.deviceUUID });
    expect(first.status).toBe(200);
    const second = await subscribe(authHeader, 'gps-quarterly', { deviceUUID: device.deviceUUID });
    expect(second).toMatchObject({ status: 409, body: { message: billingMessages.alreadySubscribed } });
    expect((await subscribe(authHeader, 'gps-monthly', { deviceUUID: device.deviceUUID })).status).toBe(409);
    // A Premium plan is another kind: the device may hold one beside its line's plan.
    const premium = await subscribe(authHeader, 'premium-monthly', { deviceUUID: device.deviceUUID });
    expect(premium.status).toBe(200);
  });
});

describe('a second card, kept aside or made the default', () => {
  const attach = (authorization: string, body: object) =>
    call(t, authorization, 'POST', '/api/paymentUser/attach-payment-method', { type: 'card', ...body });

  it('with makeDefault false, the plans go on being paid with the default card; a first card becomes it anyway', async () => {
    const { authHeader, device } = await buyer();
    const first = (await confirmCard(t, authHeader)).setupIntent.payment_method!;
    expect(await attach(authHeader, { cardId: first, makeDefault: false })).toMatchObject({ status: 200 });
    expect((await paymentUser(authHeader)).body.paymentMethods).toMatchObject([{ id: first, isDefault: true }]);
    const bought = await subscribe(authHeader, 'gps-monthly', { deviceUUID: device.deviceUUID });
    expect(bought.status).toBe(200);

    const second = (await confirmCard(t, authHeader, '5555555555554444')).setupIntent.payment_method!;
    const kept = await attach(authHeader, {
      cardId: second,
      makeDefault: false,
      addressValue: { name: 'Dana Driver', postal_code: '3000', country: 'AU' },
    });
    expect(kept).toMatchObject({ status: 200, body: { message: billingMessages.added, paymentActions: [] } });
    const listed = (await paymentUser(authHeader)).body.paymentMethods;
    expect(listed.map(({ id, isDefault }) => ({ id, isDefault }))).toEqual(
      expect.arrayContaining([
        { id: first, isDefault: true },
        { id: second, isDefault: false },
      ]),
    );
    const { stripe } = t.app.payments;
    expect((await stripe.subscriptions.retrieve(bought.body.data.id)).default_payment_method).toBe(first);
    expect((await stripe.paymentMethods.retrieve(second)).billing_details.address?.postal_code).toBe('3000');

    // Without the flag (or with it true), the new card becomes the default, as before.
    const third = (await confirmCard(t, authHeader, '4242424242424242')).setupIntent.payment_method!;
    expect(await attach(authHeader, { cardId: third })).toMatchObject({ status: 200 });
    expect((await paymentUser(authHeader)).body.paymentMethods.find((method) => method.isDefault)?.id).toBe(third);
    expect((await stripe.subscriptions.retrieve(bought.body.data.id)).default_payment_method).toBe(third);
  });

  it("another user cannot keep the owner's card aside as theirs, nor change the owner's address on it", async () => {
    const owner = await buyer();
    const ownerCard = (await saveCard(t, owner.authHeader)).setupIntent.payment_method!;
    const other = await buyer();
    await saveCard(t, other.authHeader);

    const refused = await attach(other.authHeader, {
      cardId: ownerCard,
      makeDefault: false,
      addressValue: { postal_code: '9999' },
    });
    expect(refused).toMatchObject({ status: 404, body: { message: billingMessages.paymentMethodNotFound } });
    expect(
      await attach(other.authHeader, { cardId: ownerCard, makeDefault: false }).then((answer) => answer.status),
    ).toBe(404);
    const { stripe } = t.app.payments;
    expect((await stripe.paymentMethods.retrieve(ownerCard)).billing_details.address?.postal_code).toBe('2000');
    expect((await paymentUser(owner.authHeader)).body.paymentMethods).toMatchObject([{ id: ownerCard, isDefault: true }]);
  });

  it('refuses a flag that is not true or false', async () => {
    const { authHeader } = await buyer();
    const card = (await confirmCard(t, authHeader)).setupIntent.payment_method!;
    expect((await attach(authHeader, { cardId: card, makeDefault: 'no' })).status).toBe(400);
  });
});
