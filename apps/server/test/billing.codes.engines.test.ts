import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_NOT_VALID, INVALID_CODE, type Coupon, type Subscription } from '@lodestar/contract';
import { createVerifiedUser } from './helpers/accounts.js';
import { GUESSABLE_FREE_CODE } from '../src/modules/subscriptions/code-creation.js';
import { billingCli, currentSubscriptions, DAY, newCode, saveCard, seedPlans } from './helpers/billing.js';
import { runCli } from './helpers/cli.js';
import { call, insertDevice } from './helpers/devices.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
afterAll(() => t.close());

/** A buyer in Australia (GST 10 %) with a tracker of their own. */
async function buyer() {
  const person = await createVerifiedUser(t, { country: 'AU' });
  const device = await insertDevice(t, person.user._id);
  return { ...person, device };
}

const applyCode = (authorization: string, code: string, deviceUUID: string, productId = 'any') =>
  call<{ coupon: Coupon; message?: string }>(t, authorization, 'GET', `/api/coupon/apply/${code}/${deviceUUID}/${productId}`);

const subscribe = (authorization: string, planId: string, body: object) =>
  call<{ data: Subscription; message: string }>(t, authorization, 'POST', `/api/v2/subscriptions/${planId}/subscribe`, { isTermsAccepted: true, ...body });

async function firstInvoice(subscriptionId: string) {
  const invoices = await t.app.payments.stripe.invoices.list({ subscription: subscriptionId });
  return invoices.data.at(-1)!;
}

describe('discount codes in the payment popup', () => {
  it('a 20 % code is checked for the device and takes 20 % off the first invoice, before tax', async () => {
    const { authHeader, device } = await buyer();
    const code = newCode('SAVE20');
    await billingCli(t, 'coupon:create', '--code', code, '--percent', '20');

    const checked = await applyCode(authHeader, code, device.deviceUUID);
    expect(checked.status).toBe(200);
    expect(checked.body.coupon).toEqual({ code, title: '20% off', name: '20% off', percentage: 20, productId: null, kind: 'discount' });
    const forPlan = await applyCode(authHeader, code, device.deviceUUID, 'lodestar_gps-quarterly');
    expect(forPlan.status).toBe(200);

    await saveCard(t, authHeader);
    const bought = await subscribe(authHeader, 'gps-quarterly', { deviceUUID: device.deviceUUID, couponCode: code });
    expect(bought.status).toBe(200);
    expect(bought.body.data).toMatchObject({ status: 'active', planId: 'gps-quarterly' });
    const invoice = await firstInvoice(bought.body.data.id);
    // 39.99 less 20 % is 31.99; GST 10 % on that.
    expect(invoice).toMatchObject({ subtotal: 3999, status: 'paid' });
    expect(invoice.total_discount_amounts?.[0]?.amount).toBe(800);
    expect(invoice.total).toBe(3199 + 320);
    expect(invoice.amount_paid).toBe(invoice.total);
  });

  it('refuses an unknown code, and a code for a plan other than the one chosen', async () => {
    const { authHeader, device } = await buyer();
    const unknown = await applyCode(authHeader, 'NO-SUCH-CODE', device.deviceUUID);
    expect(unknown).toMatchObject({ status: 400, body: { message: INVALID_CODE } });

    const yearlyOnly = newCode('YEARLY');
    await billingCli(t, 'coupon:create', '--code', yearlyOnly, '--percent', '10', '--plan', 'gps-yearly');
    const fits = await applyCode(authHeader, yearlyOnly, device.deviceUUID, 'lodestar_gps-yearly');
    expect(fits.body.coupon).toMatchObject({ percentage: 10, productId: 'lodestar_gps-yearly', kind: 'discount' });
    const other = await applyCode(authHeader, yearlyOnly, device.deviceUUID, 'lodestar_gps-monthly');
    expect(other).toMatchObject({ status: 400, body: { message: COUPON_NOT_VALID } });

    await saveCard(t, authHeader);
    const bought = await subscribe(authHeader, 'gps-quarterly', { deviceUUID: device.deviceUUID, couponCode: yearlyOnly });
    expect(bought).toMatchObject({ status: 400, body: { message: COUPON_NOT_VALID } });
    expect(await currentSubscriptions(t, authHeader, device.deviceUUID)).toEqual([]);
  });

  it('an amount off counts only in its own currency', async () => {
    const { authHeader, device } = await buyer();
    const dollars = newCode('USD5');
    await billingCli(t, 'coupon:create', '--code', dollars, '--amount', '500', '--currency', 'usd');
    expect(await applyCode(authHeader, dollars, device.deviceUUID)).toMatchObject({ status: 400, body: { message: COUPON_NOT_VALID } });
    await saveCard(t, authHeader);
    const refused = await subscribe(authHeader, 'gps-quarterly', { deviceUUID: device.deviceUUID, couponCode: dollars });
    expect(refused).toMatchObject({ status: 400, body: { message: COUPON_NOT_VALID } });

    const australian = newCode('AUD5');
    await billingCli(t, 'coupon:create', '--code', australian, '--amount', '500', '--currency', 'aud');
    expect((await applyCode(authHeader, australian, device.deviceUUID)).status).toBe(200);
    const bought = await subscribe(authHeader, 'gps-quarterly', { deviceUUID: device.deviceUUID, couponCode: australian });
    expect(bought.status).toBe(200);
    expect(await firstInvoice(bought.body.data.id)).toMatchObject({ subtotal: 3999, total: 3499 + 350 });
  });

  it('refuses an expired code and one used as many times as it may be', async () => {
    const { authHeader, device } = await buyer();
    const expiring = newCode('SOON');
    const tomorrow = new Date(t.clock.now().getTime() + 2 * DAY * 1000).toISOString().slice(0, 10);
    await billingCli(t, 'coupon:create', '--code', expiring, '--percent', '15', '--expires', tomorrow);
    expect((await applyCode(authHeader, expiring, device.deviceUUID)).status).toBe(200);
    t.clock.advance(3 * DAY * 1000);
    expect(await applyCode(authHeader, expiring, device.deviceUUID)).toMatchObject({ status: 400, body: { message: INVALID_CODE } });

    const once = newCode('ONCE');
    await billingCli(t, 'coupon:create', '--code', once, '--percent', '50', '--max-redemptions', '1');
    await saveCard(t, authHeader);
    const bought = await subscribe(authHeader, 'gps-monthly', { deviceUUID: device.deviceUUID, couponCode: once });
    expect(bought.status).toBe(200);

    const second = await buyer();
    expect(await applyCode(second.authHeader, once, second.device.deviceUUID)).toMatchObject({ status: 400, body: { message: INVALID_CODE } });
    await saveCard(t, second.authHeader);
    const refused = await subscribe(second.authHeader, 'gps-monthly', { deviceUUID: second.device.deviceUUID, couponCode: once });
    expect(refused).toMatchObject({ status: 400, body: { message: INVALID_CODE } });
  });

  it('a pre-purchased plan bound to a serial number covers that device without a card, and no other', async () => {
    const { authHeader, device } = await buyer();
    const code = newCode('PRE');
    await billingCli(t, 'coupon:create', '--code', code, '--pre-purchased', '--duration', 'forever', '--plan', 'gps-yearly', '--device', device.deviceUUID);

    const stranger = await createVerifiedUser(t, { country: 'AU' });
    const theirs = await insertDevice(t, stranger.user._id);
    expect(await applyCode(stranger.authHeader, code, theirs.deviceUUID)).toMatchObject({ status: 400, body: { message: INVALID_CODE } });

    const checked = await applyCode(authHeader, code, device.deviceUUID);
    expect(checked.body.coupon).toMatchObject({ code, percentage: 100, kind: 'prePurchased', productId: 'lodestar_gps-yearly' });
    const bought = await subscribe(authHeader, 'gps-yearly', { deviceUUID: device.deviceUUID, couponCode: code });
    expect(bought.status).toBe(200);
    // The code pays the plan: no trial is spent, nothing is charged.
    expect(bought.body.data).toMatchObject({ status: 'active', planId: 'gps-yearly' });
    const invoice = await firstInvoice(bought.body.data.id);
    expect(invoice).toMatchObject({ subtotal: 13499, total: 0, amount_paid: 0, status: 'paid' });
    const methods = await call<{ paymentMethods: unknown[] }>(t, authHeader, 'GET', '/api/paymentUser');
    expect(methods.body.paymentMethods).toEqual([]);
  });
});

describe("the plan bought with a device, offered on its plan page's first visit", () => {
  const deviceCode = (authorization: string, deviceUUID: string) =>
    call<{ coupon: Coupon | null }>(t, authorization, 'GET', `/api/coupon/device/${deviceUUID}`);

  it('answers the code bound to the device until it is used, and only to the device\'s owner', async () => {
    const { authHeader, device } = await buyer();
    expect(await deviceCode(authHeader, device.deviceUUID)).toMatchObject({ status: 200, body: { success: true, coupon: null } });

    const code = newCode('BOXED');
    await billingCli(t, 'coupon:create', '--code', code, '--pre-purchased', '--duration', 'forever', '--plan', 'gps-yearly', '--device', device.deviceUUID);
    const offered = await deviceCode(authHeader, device.deviceUUID);
    expect(offered.body.coupon).toEqual({ code, title: 'Pre-purchased plan', name: 'Pre-purchased plan', percentage: 100, productId: 'lodestar_gps-yearly', kind: 'prePurchased' });

    const stranger = await createVerifiedUser(t, { country: 'AU' });
    expect((await deviceCode(stranger.authHeader, device.deviceUUID)).status).toBe(404);
    const theirs = await insertDevice(t, stranger.user._id);
    expect((await deviceCode(stranger.authHeader, theirs.deviceUUID)).body.coupon).toBeNull();

    const bought = await subscribe(authHeader, 'gps-yearly', { deviceUUID: device.deviceUUID, couponCode: code });
    expect(bought.status).toBe(200);
    // Bound to one device, the code pays once: it is offered no more.
    expect((await deviceCode(authHeader, device.deviceUUID)).body.coupon).toBeNull();
  });

  it('offers only a plan paid in full: a discount bound to the device waits for the payment popup', async () => {
    const { authHeader, device } = await buyer();
    await billingCli(t, 'coupon:create', '--code', newCode('BOUND20'), '--percent', '20', '--plan', 'gps-yearly', '--device', device.deviceUUID);
    expect((await deviceCode(authHeader, device.deviceUUID)).body.coupon).toBeNull();
  });

  it('a code that pays a plan in full for any device is made random; a chosen one is refused', async () => {
    await expect(billingCli(t, 'coupon:create', '--code', newCode('FREEBIE'), '--pre-purchased', '--plan', 'gps-yearly')).rejects.toThrow(GUESSABLE_FREE_CODE);
    await expect(billingCli(t, 'group-code:create', '--code', newCode('FLEET'), '--plan', 'gps-yearly', '--max-devices', '5')).rejects.toThrow(GUESSABLE_FREE_CODE);

    const made = await Promise.all([1, 2].map(() => billingCli(t, 'coupon:create', '--pre-purchased', '--plan', 'gps-yearly')));
    for (const { code } of made) expect(code).toMatch(RANDOM_CODE);
    expect(made[0]!.code).not.toBe(made[1]!.code);
    const { authHeader, device } = await buyer();
    expect((await applyCode(authHeader, made[0]!.code as string, device.deviceUUID)).body.coupon).toMatchObject({ kind: 'prePurchased', percentage: 100 });
  });

  it('a code for one device must name its plan', async () => {
    const { device } = await buyer();
    await expect(billingCli(t, 'coupon:create', '--code', newCode('NOPLAN'), '--pre-purchased', '--device', device.deviceUUID)).rejects.toThrow(
      'A code for one device names its plan: --plan KEY.',
    );
  });
});

/** A code made by the CLI: five groups of four characters of Crockford's base32, 100 random bits. */
const RANDOM_CODE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/;

describe('subscription groups', () => {
  it('a device that joins with the group code gets the group plan paid in full, until the group is full', async () => {
    const created = await billingCli(t, 'group-code:create', '--plan', 'gps-bi-yearly', '--max-devices', '1', '--name', 'Fleet');
    expect(created).toMatchObject({ created: 'group-code', plan: 'gps-bi-yearly', code: expect.stringMatching(RANDOM_CODE) });
    const code = created.code as string;

    const first = await buyer();
    const checked = await applyCode(first.authHeader, code, first.device.deviceUUID);
    expect(checked.body.coupon).toMatchObject({ kind: 'group', percentage: 100, title: 'Fleet' });
    const joined = await call(t, first.authHeader, 'GET', `/api/v2/subscriptions/group/joinByCode/${code}?deviceUUID=${first.device.deviceUUID}`);
    expect(joined).toMatchObject({ status: 200, body: { success: true, message: 'joined successfully' } });
    const [plan] = await currentSubscriptions(t, first.authHeader, first.device.deviceUUID);
    expect(plan).toMatchObject({ planId: 'gps-bi-yearly', status: 'active' });
    const invoice = await firstInvoice(plan!.id);
    expect(invoice).toMatchObject({ subtotal: 23999, amount_paid: 0 });

    const second = await buyer();
    const full = await call(t, second.authHeader, 'GET', `/api/v2/subscriptions/group/joinByCode/${code}?deviceUUID=${second.device.deviceUUID}`);
    expect(full).toMatchObject({ status: 400, body: { message: INVALID_CODE } });
    expect(await currentSubscriptions(t, second.authHeader, second.device.deviceUUID)).toEqual([]);

    const discount = newCode('NOTGROUP');
    await billingCli(t, 'coupon:create', '--code', discount, '--percent', '10');
    const notGroup = await call(t, second.authHeader, 'GET', `/api/v2/subscriptions/group/joinByCode/${discount}?deviceUUID=${second.device.deviceUUID}`);
    expect(notGroup).toMatchObject({ status: 400, body: { message: INVALID_CODE } });
  });
  it('two devices joining the last place at once: one joins, the other is told the code is used up', async () => {
    const { code } = await billingCli(t, 'group-code:create', '--plan', 'gps-yearly', '--max-devices', '1');
    const [first, second] = [await buyer(), await buyer()];
    const join = ({ authHeader, device }: typeof first) =>
      call(t, authHeader, 'GET', `/api/v2/subscriptions/group/joinByCode/${code}?deviceUUID=${device.deviceUUID}`);
    const answers = await Promise.all([join(first), join(second)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)!.body).toMatchObject({ message: INVALID_CODE });
  });
});

// The CLI opens the database itself; the PGlite project covers it, the PostgreSQL project would only repeat it.
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('plans:sync as an operator runs it', () => {
  let dataDir = '';
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'lodestar-plans-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates the catalogue once; a second run creates nothing', async () => {
    const cli = (...args: string[]) => runCli({ DATA_DIR: dataDir, DATABASE_URL: '', PAYMENTS_PROVIDER: 'local' }, ...args);
    const first = await cli('plans:sync');
    expect(first.code).toBe(0);
    expect(first.json).toMatchObject({ provider: 'local', plans: 8 });
    expect(first.json.created.length).toBeGreaterThan(0);
    const second = await cli('plans:sync');
    expect(second.json).toMatchObject({ created: [], updated: [], deactivated: [] });
    expect(second.json.unchanged).toBeGreaterThan(0);
  }, 120_000);
});
