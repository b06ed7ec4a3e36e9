import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages, type Plan, type Subscription } from '@lodestar/contract';
import { users } from '../src/db/schema/index.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { advanceClock, billingCli, currentSubscriptions, DAY, saveCard, seedPlans } from './helpers/billing.js';
import { call, deviceRow, insertDevice, shareDevice } from './helpers/devices.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
afterAll(() => t.close());

const DENIED = { status: 403, body: { message: 'Permission denied' } };
const NO_DEVICE = { status: 404, body: { message: 'Device not found' } };

/** Every call of the plan area that names a device, as `authorization` makes it for the device's serial. */
function deviceCalls(authorization: string, deviceUUID: string, code: string) {
  return {
    plans: () => call<{ data: Plan[] }>(t, authorization, 'GET', `/api/v2/subscriptions/plans?deviceID=${deviceUUID}`),
    current: () => call(t, authorization, 'GET', `/api/v2/subscriptions/current?deviceUUID=${deviceUUID}`),
    user: () => call(t, authorization, 'GET', `/api/v2/subscriptions/user?deviceUUID=${deviceUUID}`),
    subscribe: () => call(t, authorization, 'POST', '/api/v2/subscriptions/gps-monthly/subscribe', { deviceUUID, isTermsAccepted: true }),
    preview: () => call(t, authorization, 'POST', '/api/v2/subscriptions/gps-yearly/preview', { deviceUUID, oldSubscriptionId: 'sub_unknown' }),
    coupon: () => call(t, authorization, 'GET', `/api/coupon/apply/${code}/${deviceUUID}/any`),
    join: () => call(t, authorization, 'GET', `/api/v2/subscriptions/group/joinByCode/${code}?deviceUUID=${deviceUUID}`),
  };
}

async function expectEveryCall(authorization: string, deviceUUID: string, code: string, outcome: object, { but = [] as string[] } = {}) {
  for (const [name, send] of Object.entries(deviceCalls(authorization, deviceUUID, code))) {
    if (!but.includes(name)) expect({ name, ...(await send()) }).toMatchObject({ name, ...outcome });
  }
}

/** An owner with a tracker, a card, a plan on it, and a group code that would cover any tracker. */
async function ownerWithPlan() {
  const owner = await createVerifiedUser(t, { country: 'AU' });
  const device = await insertDevice(t, owner.user._id, { isTrialAvailed: true });
  await saveCard(t, owner.authHeader);
  const bought = await call<{ data: Subscription }>(t, owner.authHeader, 'POST', '/api/v2/subscriptions/gps-monthly/subscribe', { deviceUUID: device.deviceUUID });
  expect(bought.status).toBe(200);
  const { code } = await billingCli(t, 'group-code:create', '--plan', 'gps-yearly', '--max-devices', '5');
  return { owner, device, subscription: bought.body.data, code: code as string };
}

describe('who may see and buy plans', () => {
  it("a second user gets 404 for the owner's device and subscriptions, and 403 for the owner's account", async () => {
    const { owner, device, subscription, code } = await ownerWithPlan();
    const other = await createVerifiedUser(t, { country: 'AU' });
    // A payer like the owner (a tracker of their own, a card) all the same.
    await insertDevice(t, other.user._id);
    await saveCard(t, other.authHeader);
    await expectEveryCall(other.authHeader, device.deviceUUID, code, NO_DEVICE);

    const notFound = { status: 404, body: { message: billingMessages.subscriptionNotFound } };
    expect(await call(t, other.authHeader, 'PUT', `/api/v2/subscriptions/${subscription.id}/pause`, { resumeDate: '2099-01-01' })).toMatchObject(notFound);
    expect(await call(t, other.authHeader, 'PUT', `/api/v2/subscriptions/${subscription.id}/resume`)).toMatchObject(notFound);
    expect(await call(t, other.authHeader, 'PUT', `/api/v2/subscriptions/${subscription.id}/cancel`)).toMatchObject(notFound);
    expect(await call(t, other.authHeader, 'GET', `/api/v2/subscriptions/user?userId=${owner.user._id}`)).toMatchObject(DENIED);
    expect(await call(t, other.authHeader, 'GET', `/api/v2/subscriptions/plans?deviceID=${device.deviceUUID}&userId=${owner.user._id}`)).toMatchObject(DENIED);
    const forOwner = await call(t, other.authHeader, 'POST', '/api/v2/subscriptions/gps-monthly/subscribe', { deviceUUID: device.deviceUUID, userId: owner.user._id });
    expect(forOwner).toMatchObject(DENIED);
    // The second user's own lists hold nothing of the owner's.
    expect((await call<{ data: unknown[] }>(t, other.authHeader, 'GET', '/api/v2/subscriptions/current')).body.data).toEqual([]);
    expect((await call<{ data: unknown[] }>(t, other.authHeader, 'GET', '/api/v2/subscriptions/user')).body.data).toEqual([]);

    // Nothing changed for the owner.
    const [still] = await currentSubscriptions(t, owner.authHeader, device.deviceUUID);
    expect(still).toMatchObject({ id: subscription.id, status: 'active', sourceData: { cancel_at_period_end: false, pause_collection: null } });
  });

  it('a share of the device, even an Owner one, gives no plans: 403', async () => {
    const { device, code } = await ownerWithPlan();
    for (const accessRightsFlag of [0, 1] as const) {
      const sharee = await createVerifiedUser(t, { country: 'AU' });
      await insertDevice(t, sharee.user._id);
      await saveCard(t, sharee.authHeader);
      await shareDevice(t, device.id, sharee.user, { accessRightsFlag });
      await expectEveryCall(sharee.authHeader, device.deviceUUID, code, DENIED);
    }
  });

  it('a lock or a card tracker has no plans: 403', async () => {
    const owner = await createVerifiedUser(t, { country: 'AU' });
    for (const deviceType of ['smart_lock', 'shield_card'] as const) {
      const device = await insertDevice(t, owner.user._id, { deviceType });
      await expectEveryCall(owner.authHeader, device.deviceUUID, 'ANY-CODE', DENIED);
    }
    // Nor a card to save: payments are for owners of a GPS tracker (decision 0052).
    expect(await call(t, owner.authHeader, 'POST', '/api/v2/create-payment-intent')).toMatchObject(DENIED);
    expect(await call(t, owner.authHeader, 'GET', '/api/v2/subscriptions/current')).toMatchObject({ status: 200, body: { data: [] } });
  });

  it('k9 users and enterprise users with hidden payment tabs get 403 on their own tracker', async () => {
    const k9 = await createVerifiedUser(t, { country: 'AU' });
    await t.database.db.update(users).set({ roles: ['k9'] }).where(eq(users.id, k9.user._id));
    const k9Device = await insertDevice(t, k9.user._id);
    await expectEveryCall(k9.authHeader, k9Device.deviceUUID, 'ANY-CODE', DENIED, { but: ['plans'] });
    // A seller's own tracker lists the plans they may buy for its receiver on the transfer pages (decision 0030).
    expect((await deviceCalls(k9.authHeader, k9Device.deviceUUID, 'ANY-CODE').plans()).status).toBe(200);

    const enterprise = await createVerifiedUser(t, { country: 'AU' });
    await t.database.db.update(users).set({ roles: ['enterprise'], hidePaymentTabs: true }).where(eq(users.id, enterprise.user._id));
    const enterpriseDevice = await insertDevice(t, enterprise.user._id);
    await expectEveryCall(enterprise.authHeader, enterpriseDevice.deviceUUID, 'ANY-CODE', DENIED);

    // Without hidden tabs the enterprise user sees the plans.
    await t.database.db.update(users).set({ hidePaymentTabs: false }).where(eq(users.id, enterprise.user._id));
    expect((await deviceCalls(enterprise.authHeader, enterpriseDevice.deviceUUID, 'ANY-CODE').plans()).status).toBe(200);
  });
});

describe('the free trial', () => {
  it('is offered once per device: not again after the device is removed and added back', async () => {
    const owner = await createVerifiedUser(t, { country: 'AU' });
    const device = await insertDevice(t, owner.user._id);
    const plans = deviceCalls(owner.authHeader, device.deviceUUID, 'ANY-CODE').plans;
    const yearly = async () => (await plans()).body.data.find((plan) => plan._id === 'gps-yearly')!;
    expect((await yearly()).freeTrialDays).toBe(30);

    await saveCard(t, owner.authHeader);
    const trial = await call<{ data: Subscription }>(t, owner.authHeader, 'POST', '/api/v2/subscriptions/gps-yearly/subscribe', {
      deviceUUID: device.deviceUUID,
      isTermsAccepted: true,
    });
    expect(trial.body.data.status).toBe('trialing');
    expect((await call(t, owner.authHeader, 'PUT', `/api/v2/subscriptions/${trial.body.data.id}/cancel`)).status).toBe(200);
    await advanceClock(t, 31 * DAY);
    expect(await currentSubscriptions(t, owner.authHeader, device.deviceUUID)).toEqual([]);
    expect(await deviceRow(t, device.id)).toMatchObject({ subscriptionStatus: 'Inactive', isTrialAvailed: true });

    const removed = await call<{ passcode: string }>(t, owner.authHeader, 'DELETE', `/api/devices/${device.id}`);
    expect(removed.status).toBe(200);
    const claimed = await call(t, owner.authHeader, 'POST', '/api/devices/claim', { deviceUUID: device.deviceUUID, passcode: removed.body.passcode, name: 'Back again' });
    expect(claimed.status).toBe(201);

    expect((await plans()).body.data.every((plan) => plan.freeTrialDays === 0)).toBe(true);
    const again = await call<{ data: Subscription }>(t, owner.authHeader, 'POST', '/api/v2/subscriptions/gps-yearly/subscribe', { deviceUUID: device.deviceUUID });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ status: 'active', planCycle: 1 });
  });
});
