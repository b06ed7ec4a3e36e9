import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { transferMessages, type NotificationsResponse, type Subscription } from '@lodestar/contract';
import { deviceGroupMembers, deviceGroups } from '../src/db/schema/index.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { advanceClock, DAY, paymentHistory, saveCard, seedPlans } from './helpers/billing.js';
import { call, deviceRow, sharesOf, shareDevice } from './helpers/devices.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DEALER, dealershipTransfer, K9, k9Transfer, sellerWithTracker, transfersOf } from './helpers/transfers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
afterAll(() => t.close());

const deviceSubscriptions = async (authorization: string, deviceUUID: string) =>
  (
    await call<{ data: Subscription[] }>(
      t,
      authorization,
      'GET',
      `/api/v2/subscriptions/current?deviceUUID=${deviceUUID}`,
    )
  ).body;

describe('Transfer Devices (k9): the plan bought for the receiver transfers the device', () => {
  it('charges the seller the first year and the device fee, gives the receiver the plan and the device, and tells both', async () => {
    const { seller, device } = await sellerWithTracker(t, K9, { fee: 25 });
    const receiver = await createVerifiedUser(t, { country: 'AU' });
    const sharee = await createVerifiedUser(t);
    await shareDevice(t, device.id, sharee.user);
    const [group] = await t.database.db
      .insert(deviceGroups)
      .values({ userId: seller.user._id, name: 'Fleet' })
      .returning();
    await t.database.db.insert(deviceGroupMembers).values({ groupId: group!.id, deviceId: device.id });

    const done = await k9Transfer(t, seller.authHeader, 'gps-yearly', {
      userId: receiver.user._id,
      deviceUUID: device.deviceUUID,
      ExtraFeeCharge: 25,
    });
    expect(done).toMatchObject({
      status: 200,
      body: { message: transferMessages.transferred, status: 'done', subscriptionId: expect.stringMatching(/^sub_/) },
    });
    await t.app.backgroundWork.idle();

    // The device is the receiver's, history and trial flag with it; the seller's shares and group places are gone.
    const row = await deviceRow(t, device.id);
    expect(row).toMatchObject({
      userId: receiver.user._id,
      isTrialAvailed: false,
      subscriptionStatus: 'Active',
      esimStatus: 'Active',
    });
    expect(row!.passcode).not.toBe(device.passcode);
    expect(await sharesOf(t, device.id)).toEqual([]);
    expect(
      await t.database.db.select().from(deviceGroupMembers).where(eq(deviceGroupMembers.deviceId, device.id)),
    ).toEqual([]);
    expect((await call(t, seller.authHeader, 'GET', `/api/devices/${device.id}`)).status).toBe(404);
    expect((await call(t, sharee.authHeader, 'GET', `/api/devices/${device.id}`)).status).toBe(404);

    // The seller paid the year (AUD 134.99) with GST and the untaxed fee (AUD 25.00) on top; the receiver paid nothing.
    const [payment] = await paymentHistory(t, seller.authHeader);
    expect(payment).toMatchObject({
      amount: 13499 + 1350 + 2500,
      currency: 'aud',
      status: 'succeeded',
      description: `Transfer of Van to ${receiver.user.email}: Yearly`,
    });
    expect(await paymentHistory(t, receiver.authHeader)).toEqual([]);

    // The receiver holds the subscription for a year; it renews on their own card.
    const {
      data: [plan],
    } = await deviceSubscriptions(receiver.authHeader, device.deviceUUID);
    expect(plan).toMatchObject({ id: done.body.subscriptionId, status: 'active', plan: { name: 'Yearly' } });
    expect(plan!.current_period_end - plan!.current_period_start).toBe(365 * DAY);

    expect((await t.lastMailTo(receiver.user.email))?.subject).toBe('Van is now in your Lodestar account');
    const sellerMails = (await t.mailsTo(seller.user.email)).map((mail) => mail.subject);
    expect(sellerMails).toContain(`Van was transferred to ${receiver.user.name}`);
    const told = async (who: { authHeader: string }) =>
      (await call<NotificationsResponse>(t, who.authHeader, 'GET', '/api/notifications')).body.data[0];
    expect(await told(receiver)).toMatchObject({
      kind: 'deviceReceived',
      message: `${seller.user.name} transferred Van to you.`,
      link: `/device/${device.deviceUUID}`,
    });
    expect(await told(seller)).toMatchObject({
      kind: 'deviceHandedOver',
      message: `Van was transferred to ${receiver.user.name}.`,
      link: '/user/payments',
    });
    expect(await transfersOf(t, device.id)).toMatchObject([
      {
        status: 'done',
        kind: 'k9',
        fromUserId: seller.user._id,
        toUserId: receiver.user._id,
        fee: 2500,
        planId: 'gps-yearly',
      },
    ]);

    // The reference's second call confirms the transfer; it moves nothing.
    const confirmed = await call(t, seller.authHeader, 'POST', '/api/devices/transfer', {
      deviceId: device.id,
      userId: receiver.user._id,
    });
    expect(confirmed).toMatchObject({ status: 200, body: { message: transferMessages.transferred } });

    await saveCard(t, receiver.authHeader);
    await advanceClock(t, 366 * DAY);
    const [renewal] = await paymentHistory(t, receiver.authHeader);
    expect(renewal).toMatchObject({
      amount: Math.round(13499 * 1.1),
      status: 'succeeded',
      description: 'Renewal: Yearly for Van',
    });
    expect(await paymentHistory(t, seller.authHeader)).toHaveLength(1);
  });

  it('never moves a device without a plan: the confirmation of a transfer not made is refused', async () => {
    const { seller, device } = await sellerWithTracker(t, K9, { card: null });
    const receiver = await createVerifiedUser(t);
    const asked = await call(t, seller.authHeader, 'POST', '/api/devices/transfer', {
      deviceId: device.deviceUUID,
      userId: receiver.user._id,
    });
    expect(asked).toMatchObject({ status: 409, body: { message: transferMessages.notTransferred } });
    expect((await deviceRow(t, device.id))!.userId).toBe(seller.user._id);
  });
});

describe('Transfer Dealership Device', () => {
  it("transfers a tracker with a bi-yearly plan paid by the dealer; the receiver's plan covers two years", async () => {
    const { seller, device } = await sellerWithTracker(t, DEALER, { fee: 0 });
    const receiver = await createVerifiedUser(t, { country: 'NZ' });
    const done = await dealershipTransfer(t, seller.authHeader, {
      deviceId: device.id,
      userId: receiver.user._id,
      planId: 'gps-bi-yearly',
    });
    expect(done).toMatchObject({ status: 200, body: { message: transferMessages.transferred } });
    await t.app.backgroundWork.idle();

    const [payment] = await paymentHistory(t, seller.authHeader);
    expect(payment).toMatchObject({
      currency: 'aud',
      description: `Transfer of Van to ${receiver.user.email}: Bi Yearly`,
    });
    const {
      data: [plan],
    } = await deviceSubscriptions(receiver.authHeader, device.deviceUUID);
    expect(plan).toMatchObject({ status: 'active', terms: { currency: 'nzd' } });
    expect(plan!.current_period_end - plan!.current_period_start).toBe(731 * DAY);
    expect(await transfersOf(t, device.id)).toMatchObject([{ status: 'done', kind: 'dealership', fee: 0 }]);
  });
});
