import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { messages, serverMessages, transferMessages } from '@lodestar/contract';
import { devices, deviceSubscriptions, deviceTransfers, users } from '../src/db/schema/index.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { buyerWithPlan, CARDS, paymentHistory, seedPlans } from './helpers/billing.js';
import { call, deviceRow, insertDevice, sharesOf, shareDevice } from './helpers/devices.js';
import { errorBody } from './helpers/sharing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DEALER, dealershipTransfer, K9, k9Transfer, sellerWithTracker, transfersOf } from './helpers/transfers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
afterAll(() => t.close());

const subscriptionsOfDevice = (deviceId: string) =>
  t.database.db.select().from(deviceSubscriptions).where(eq(deviceSubscriptions.deviceId, deviceId));

/** Nothing moved: the device is still the seller's, with no plan, and the seller was charged nothing (or refunded). */
async function expectNothingChanged(device: { id: string }, sellerId: string) {
  expect((await deviceRow(t, device.id))!.userId).toBe(sellerId);
  expect((await subscriptionsOfDevice(device.id)).filter((row) => row.live)).toEqual([]);
}

describe('transfers refused (nothing half done)', () => {
  it('refuses users without the role: k9 for Transfer Devices, dealership with enterprise for the dealership page', async () => {
    const receiver = await createVerifiedUser(t);
    for (const [roles, page] of [
      [['user'], 'k9'],
      [['dealership', 'enterprise'], 'k9'],
      [['user'], 'dealership'],
      [['k9'], 'dealership'],
      [['dealership'], 'dealership'],
    ] as const) {
      const { seller, device } = await sellerWithTracker(t, [...roles], { card: null });
      const body = { userId: receiver.user._id, deviceUUID: device.deviceUUID };
      const asked =
        page === 'k9'
          ? await k9Transfer(t, seller.authHeader, 'gps-yearly', body)
          : await dealershipTransfer(t, seller.authHeader, {
              deviceId: device.id,
              userId: receiver.user._id,
              planId: 'gps-yearly',
            });
      expect(asked, `${roles.join()} → ${page}`).toMatchObject({
        status: 403,
        body: errorBody(messages.permissionDenied),
      });
      await expectNothingChanged(device, seller.user._id);
    }
  });

  it("refuses a device shared with the seller, another's device, the seller themself and unknown receivers", async () => {
    const { seller } = await sellerWithTracker(t, K9);
    const receiver = await createVerifiedUser(t);
    const owner = await createVerifiedUser(t);
    const shared = await insertDevice(t, owner.user._id);
    await shareDevice(t, shared.id, seller.user, { accessRightsFlag: 0 });
    const others = await insertDevice(t, owner.user._id);
    const own = await insertDevice(t, seller.user._id);

    const cases = [
      [shared.deviceUUID, receiver.user._id, 403, transferMessages.notYourDevice],
      [others.deviceUUID, receiver.user._id, 404, serverMessages.deviceNotFound],
      [own.deviceUUID, seller.user._id, 409, transferMessages.toYourself],
      [own.deviceUUID, '5b0c3c1e-0000-4000-8000-000000000000', 404, transferMessages.userNotFound],
      [own.deviceUUID, 'not-a-user', 404, transferMessages.userNotFound],
    ] as const;
    for (const [deviceUUID, userId, status, message] of cases) {
      const asked = await k9Transfer(t, seller.authHeader, 'gps-yearly', { userId, deviceUUID, ExtraFeeCharge: 25 });
      expect(asked, `${deviceUUID} → ${userId}`).toMatchObject({ status, body: errorBody(message) });
    }
    expect((await deviceRow(t, shared.id))!.userId).toBe(owner.user._id);
    expect(await sharesOf(t, shared.id)).toHaveLength(1);
    await expectNothingChanged(own, seller.user._id);
    expect(await paymentHistory(t, seller.authHeader)).toEqual([]);
  });

  it('refuses plans other than yearly and bi-yearly, a changed fee, a device with a plan, a lock, and bad bodies', async () => {
    const { seller, device } = await sellerWithTracker(t, DEALER, { fee: 25 });
    const receiver = await createVerifiedUser(t);
    const lock = await insertDevice(t, seller.user._id, { deviceType: 'smart_lock' });
    const order = { deviceId: device.id, userId: receiver.user._id };
    const cases = [
      [{ ...order, planId: 'gps-monthly' }, 409, transferMessages.transferPlanOnly],
      [{ ...order, planId: 'premium-yearly' }, 409, transferMessages.transferPlanOnly],
      [{ ...order, planId: 'no-such-plan' }, 404, 'Plan not found'],
      [{ ...order, planId: 'gps-yearly', ExtraFeeCharge: 10 }, 409, transferMessages.feeChanged],
      [{ ...order, deviceId: lock.id, planId: 'gps-yearly' }, 409, transferMessages.gpsOnly],
      [order, 400, transferMessages.planRequired],
      [{ ...order, planId: 'gps-yearly', ExtraFeeCharge: -1 }, 400, undefined],
      [{ ...order, planId: 'gps-yearly', surprise: true }, 400, undefined],
    ] as const;
    for (const [body, status, message] of cases) {
      const asked = await dealershipTransfer(t, seller.authHeader, body as never);
      expect(asked, JSON.stringify(body)).toMatchObject({ status, ...(message ? { body: errorBody(message) } : {}) });
    }
    await expectNothingChanged(device, seller.user._id);

    const { buyer, device: planned } = await buyerWithPlan(t, 'gps-monthly');
    await t.database.db.update(users).set({ roles: DEALER }).where(eq(users.id, buyer.user._id));
    const withPlan = await dealershipTransfer(t, buyer.authHeader, {
      deviceId: planned.id,
      userId: receiver.user._id,
      planId: 'gps-yearly',
    });
    expect(withPlan).toMatchObject({ status: 409, body: errorBody(transferMessages.deviceHasPlan) });
  });

  it("takes the k9 call's spec fields, but no code", async () => {
    const { seller, device } = await sellerWithTracker(t, K9);
    const receiver = await createVerifiedUser(t);
    const body = { userId: receiver.user._id, deviceUUID: device.deviceUUID, ExtraFeeCharge: 25 };
    const coded = await k9Transfer(t, seller.authHeader, 'gps-yearly', { ...body, couponCode: 'FREE-YEAR' });
    expect(coded).toMatchObject({ status: 400, body: errorBody(transferMessages.noCodes) });
    const asSpec = await k9Transfer(t, seller.authHeader, 'gps-yearly', {
      ...body,
      isUpgrade: false,
      couponCode: '',
      isTermsAccepted: true,
    });
    expect(asSpec).toMatchObject({ status: 200, body: { message: transferMessages.transferred } });
  });

  it('a declined card transfers nothing and owes nothing', async () => {
    const { seller, device } = await sellerWithTracker(t, K9, { card: CARDS.chargeFails });
    const receiver = await createVerifiedUser(t);
    const asked = await k9Transfer(t, seller.authHeader, 'gps-yearly', {
      userId: receiver.user._id,
      deviceUUID: device.deviceUUID,
    });
    expect(asked.status).toBe(400);
    await expectNothingChanged(device, seller.user._id);
    expect(await transfersOf(t, device.id)).toMatchObject([{ status: 'failed', subscriptionId: null }]);
    // The receiver never became a payer: no tracker of theirs, no customer, so no payments to show (decision 0052).
    expect(await call(t, receiver.authHeader, 'GET', '/api/paymentUser/payment-history')).toMatchObject({ status: 403 });
  });

  it('two transfers of one device at once: one goes through, the other is refused, the seller pays once', async () => {
    const { seller, device } = await sellerWithTracker(t, K9);
    const [first, second] = [await createVerifiedUser(t), await createVerifiedUser(t)];
    const answers = await Promise.all(
      [first, second].map((receiver) =>
        k9Transfer(t, seller.authHeader, 'gps-yearly', { userId: receiver.user._id, deviceUUID: device.deviceUUID }),
      ),
    );
    const [through, refused] = [...answers].sort((a, b) => a.status - b.status);
    expect(through!.status).toBe(200);
    // Refused while the first is under way (409), or once the device is no longer the seller's (404).
    expect([404, 409]).toContain(refused!.status);
    await t.app.backgroundWork.idle();
    expect(await paymentHistory(t, seller.authHeader)).toHaveLength(1);
    expect((await subscriptionsOfDevice(device.id)).filter((row) => row.live)).toHaveLength(1);
  });

  it('refuses a transfer while another of the device is under way', async () => {
    const { seller, device } = await sellerWithTracker(t, K9);
    const receiver = await createVerifiedUser(t);
    await t.database.db.insert(deviceTransfers).values({
      deviceId: device.id,
      fromUserId: seller.user._id,
      toUserId: receiver.user._id,
      kind: 'k9',
      planId: 'gps-yearly',
      fee: 2500,
      currency: 'aud',
      createdAt: t.clock.now(),
    });
    const asked = await k9Transfer(t, seller.authHeader, 'gps-yearly', {
      userId: receiver.user._id,
      deviceUUID: device.deviceUUID,
    });
    expect(asked).toMatchObject({ status: 409, body: errorBody(transferMessages.inProgress) });
    expect(await paymentHistory(t, seller.authHeader)).toEqual([]);
  });
});

describe('a transfer is atomic when the provider fails part way', () => {
  it("refunds the seller when the receiver's plan cannot be made, and leaves the device, its shares and the seller's account as they were", async () => {
    const { seller, device } = await sellerWithTracker(t, K9);
    const receiver = await createVerifiedUser(t);
    const sharee = await createVerifiedUser(t);
    await shareDevice(t, device.id, sharee.user);
    const { stripe } = t.app.payments;
    const failing = vi
      .spyOn(stripe.subscriptions, 'create')
      .mockRejectedValueOnce(new Stripe.errors.StripeAPIError({ message: 'The provider is down', type: 'api_error' }));
    const asked = await k9Transfer(t, seller.authHeader, 'gps-yearly', {
      userId: receiver.user._id,
      deviceUUID: device.deviceUUID,
    });
    failing.mockRestore();
    expect(asked.status).toBe(503);
    await t.app.backgroundWork.idle();

    await expectNothingChanged(device, seller.user._id);
    expect(await sharesOf(t, device.id)).toHaveLength(1);
    const [refund, payment] = await paymentHistory(t, seller.authHeader);
    expect(refund).toMatchObject({ kind: 'refund', amount: payment!.amount, status: 'succeeded' });
    expect(await transfersOf(t, device.id)).toMatchObject([
      { status: 'failed', invoiceId: expect.stringMatching(/^in_/) },
    ]);
  });

  it('refunds the seller when the answer to a payment that went through is lost', async () => {
    const { seller, device } = await sellerWithTracker(t, K9);
    const receiver = await createVerifiedUser(t);
    const { stripe } = t.app.payments;
    const pay = stripe.invoices.pay.bind(stripe.invoices);
    const lost = vi.spyOn(stripe.invoices, 'pay').mockImplementationOnce(async (...args) => {
      await pay(...args);
      throw new Stripe.errors.StripeConnectionError({ message: 'The connection was reset', type: 'api_error' });
    });
    const asked = await k9Transfer(t, seller.authHeader, 'gps-yearly', {
      userId: receiver.user._id,
      deviceUUID: device.deviceUUID,
    });
    lost.mockRestore();
    expect(asked.status).toBe(503);
    await t.app.backgroundWork.idle();
    await expectNothingChanged(device, seller.user._id);
    const [refund, payment] = await paymentHistory(t, seller.authHeader);
    expect(refund).toMatchObject({ kind: 'refund', amount: payment!.amount, status: 'succeeded' });
  });

  it('says so when undoing a failed transfer fails too, and leaves the transfer marked failed', async () => {
    const { seller, device } = await sellerWithTracker(t, K9);
    const receiver = await createVerifiedUser(t);
    const { stripe } = t.app.payments;
    const down = () => new Stripe.errors.StripeAPIError({ message: 'The provider is down', type: 'api_error' });
    const planFails = vi.spyOn(stripe.subscriptions, 'create').mockRejectedValueOnce(down());
    const refundFails = vi.spyOn(stripe.creditNotes, 'create').mockRejectedValueOnce(down());
    const asked = await k9Transfer(t, seller.authHeader, 'gps-yearly', {
      userId: receiver.user._id,
      deviceUUID: device.deviceUUID,
    });
    planFails.mockRestore();
    refundFails.mockRestore();
    expect(asked).toMatchObject({ status: 503, body: errorBody(transferMessages.undoFailed) });
    await expectNothingChanged(device, seller.user._id);
    expect(await transfersOf(t, device.id)).toMatchObject([
      { status: 'failed', invoiceId: expect.stringMatching(/^in_/), subscriptionId: null },
    ]);
  });

  it("ends the receiver's plan and refunds the seller when the device left the seller's account meanwhile", async () => {
    const { seller, device } = await sellerWithTracker(t, DEALER);
    const receiver = await createVerifiedUser(t);
    const other = await createVerifiedUser(t);
    const { stripe } = t.app.payments;
    const create = stripe.subscriptions.create.bind(stripe.subscriptions);
    const racing = vi.spyOn(stripe.subscriptions, 'create').mockImplementationOnce(async (...args) => {
      await t.database.db.update(devices).set({ userId: other.user._id }).where(eq(devices.id, device.id));
      return create(...args);
    });
    const asked = await dealershipTransfer(t, seller.authHeader, {
      deviceId: device.id,
      userId: receiver.user._id,
      planId: 'gps-yearly',
    });
    racing.mockRestore();
    expect(asked).toMatchObject({ status: 409, body: errorBody(transferMessages.notCompleted) });
    await t.app.backgroundWork.idle();

    expect((await deviceRow(t, device.id))!.userId).toBe(other.user._id);
    const [plan] = await subscriptionsOfDevice(device.id);
    expect(plan).toMatchObject({ userId: receiver.user._id, status: 'canceled', live: false });
    const [refund] = await paymentHistory(t, seller.authHeader);
    expect(refund).toMatchObject({ kind: 'refund', status: 'succeeded' });
  });
});
