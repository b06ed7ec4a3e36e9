import type { Coupon } from '@lodestar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, seedDemo } from '../src/demo/demo-account.js';
import { seedDemoSubscriptions } from '../src/demo/demo-subscriptions.js';
import { currentSubscriptions, seedPlans } from './helpers/billing.js';
import { call } from './helpers/devices.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let authHeader = '';
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
  await seedDemo(t.database.db, t.clock);
  await seedDemoSubscriptions(t.database.db, t.app.payments.stripe);
  await t.app.payments.local!.deliverPendingEvents();
  await t.app.backgroundWork.idle();
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
  });
  authHeader = (login.json() as { authHeader: string }).authHeader;
});
afterAll(() => t.close());

describe("the demo account's plans", () => {
  it('has a subscription in each state a subscription row shows', async () => {
    const statuses = async (deviceUUID: string) =>
      (await currentSubscriptions(t, authHeader, deviceUUID)).map((row) => [
        row.planId,
        row.status,
        row.sourceData.cancel_at_period_end,
      ]);
    expect(await statuses('DEMO-GPS-0001')).toEqual(
      expect.arrayContaining([
        ['gps-yearly', 'trialing', false],
        ['premium-monthly', 'active', true],
      ]),
    );
    expect(await statuses('DEMO-GPS-0002')).toEqual([['gps-monthly', 'active', false]]);
    const [paused] = await currentSubscriptions(t, authHeader, 'DEMO-GPS-0003');
    expect(paused?.sourceData.pause_collection).not.toBeNull();
  });

  it("offers the Bike's pre-purchased Premium year on its plan page, and seeds nothing twice", async () => {
    const offered = await call<{ coupon: Coupon | null }>(t, authHeader, 'GET', '/api/coupon/device/DEMO-GPS-0002');
    expect(offered.body.coupon).toMatchObject({
      code: 'DEMO-BIKE-PREMIUM',
      kind: 'prePurchased',
      percentage: 100,
      productId: 'lodestar_premium-yearly',
    });
    expect(await seedDemoSubscriptions(t.database.db, t.app.payments.stripe)).toBe(0);
  });
});
