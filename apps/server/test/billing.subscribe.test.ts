import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan, Subscription } from '@lodestar/contract';
import { createVerifiedUser } from './helpers/accounts.js';
import { advanceClock, currentSubscriptions, DAY, saveCard, seedPlans } from './helpers/billing.js';
import { call, deviceRow, insertDevice } from './helpers/devices.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
afterAll(() => t.close());

describe('buying a plan with a trial, through the local provider and its clock', () => {
  it('starts a trial, then charges the taxed price when the trial ends and keeps the device covered', async () => {
    const buyer = await createVerifiedUser(t, { country: 'AU' });
    const device = await insertDevice(t, buyer.user._id);
    const plans = await call<{ data: Plan[] }>(t, buyer.authHeader, 'GET', `/api/v2/subscriptions/plans?deviceID=${device.deviceUUID}`);
    expect(plans.status).toBe(200);
    const yearly = plans.body.data.find((plan) => plan._id === 'gps-yearly')!;
    expect(yearly).toMatchObject({ currency: 'aud', unitAmount: 13499, freeTrialDays: 30, taxRate: { name: 'GST', percentage: 10 } });
    // The shortest period first (decision 0061); the badges still tell the most popular.
    const lengths = plans.body.data.map((plan) => plan.frequencyDays);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    expect(yearly.mostPopularPlan).toBe(true);

    const saved = await saveCard(t, buyer.authHeader);
    expect(saved.setupIntent.status).toBe('succeeded');
    const refused = await call(t, buyer.authHeader, 'POST', `/api/v2/subscriptions/gps-yearly/subscribe`, { deviceUUID: device.deviceUUID });
    expect(refused.body).toMatchObject({ message: 'Please check that you agree to our terms and conditions' });

    const bought = await call<{ data: Subscription }>(t, buyer.authHeader, 'POST', `/api/v2/subscriptions/gps-yearly/subscribe`, {
      deviceUUID: device.deviceUUID,
      isTermsAccepted: true,
    });
    expect(bought.status).toBe(200);
    expect(bought.body.data).toMatchObject({ status: 'trialing', planId: 'gps-yearly', planCycle: 0, terms: { currency: 'aud' } });
    expect(bought.body.data.statusLabel).toMatch(/^Trial ends \d{1,2} \w{3} \d{4}$/);
    expect(await deviceRow(t, device.id)).toMatchObject({ isTrialAvailed: true, isTermsAccepted: true, subscriptionStatus: 'Active', esimStatus: 'Active' });

    const moved = await call(t, buyer.authHeader, 'PUT', '/api/v2/users/me', { country: 'NZ' });
    expect(moved.status).toBe(409);
    expect(moved.body).toMatchObject({ message: expect.stringContaining('cannot change once you have paid') });
    expect((await call(t, buyer.authHeader, 'PUT', '/api/v2/users/me', { country: 'AU', timezone: 'Australia/Sydney' })).status).toBe(200);

    await advanceClock(t, 31 * DAY);
    const [after] = await currentSubscriptions(t, buyer.authHeader, device.deviceUUID);
    expect(after).toMatchObject({ status: 'active', planCycle: 1 });
    const invoices = await t.app.payments.stripe.invoices.list({ subscription: after!.id, status: 'paid' });
    const charged = invoices.data.find((invoice) => invoice.amount_paid > 0)!;
    expect(charged).toMatchObject({ subtotal: 13499, total: 14849, amount_paid: 14849 });
  });
});
