import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, transferMessages, WAITING_TRANSFER_DAYS, type NotificationsResponse } from '@lodestar/contract';
import { STRONG_PASSWORD } from './helpers/accounts.js';
import { currentSubscriptions, DAY, paymentHistory, seedPlans, subscribe } from './helpers/billing.js';
import { call, deviceRow } from './helpers/devices.js';
import { userWithRoles } from './helpers/groups.js';
import { errorBody } from './helpers/sharing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import {
  cancelTransfer,
  DEALER,
  dealershipTransfer,
  K9,
  k9Transfer,
  sellerWithTracker,
  transfersOf,
  unverifiedReceiver,
  waitingTransfers,
} from './helpers/transfers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
afterAll(() => t.close());

/** A seller whose tracker was sold to a receiver who has not verified yet: paid, and waiting. */
async function waitingSale(roles = K9) {
  const { seller, device } = await sellerWithTracker(t, roles, { fee: 25 });
  const receiver = await unverifiedReceiver(t, seller.authHeader);
  const order = { userId: receiver.user._id, ExtraFeeCharge: 25 };
  const sold =
    roles === K9
      ? await k9Transfer(t, seller.authHeader, 'gps-yearly', { ...order, deviceUUID: device.deviceUUID })
      : await dealershipTransfer(t, seller.authHeader, { ...order, deviceId: device.id, planId: 'gps-yearly' });
  expect(sold).toMatchObject({
    status: 200,
    body: { status: 'waiting', message: transferMessages.waitingExplained(receiver.user.email), subscriptionId: null },
  });
  const [transfer] = await transfersOf(t, device.id);
  return { seller, device, receiver, transfer: transfer! };
}

/** The refunds (credit notes) of the seller's invoice for the transfer. */
const refundsOf = async (invoiceId: string | null) =>
  (await t.app.payments.stripe.creditNotes.list({ invoice: invoiceId! })).data;

describe('a transfer to a receiver who has not verified yet waits for them', () => {
  // About 2 s: a sale, a refused purchase and a move each go through the provider.
  it('charges the seller at once, keeps the device theirs, and moves device and plan when the receiver verifies', async () => {
    const { seller, device, receiver, transfer } = await waitingSale(DEALER);
    expect(transfer).toMatchObject({
      status: 'waiting',
      invoiceId: expect.stringMatching(/^in_/),
      subscriptionId: null,
    });
    expect((await deviceRow(t, device.id))!.userId).toBe(seller.user._id);
    const [payment] = await paymentHistory(t, seller.authHeader);
    expect(payment).toMatchObject({ amount: 13499 + 1350 + 2500, status: 'succeeded' });
    expect((await waitingTransfers(t, seller.authHeader)).body.data).toEqual([
      {
        _id: transfer.id,
        device: { _id: device.id, name: 'Van', deviceUUID: device.deviceUUID },
        receiver: { ...receiver.user, emailVerified: false },
        planId: 'gps-yearly',
        createdAt: transfer.createdAt.toISOString(),
        expiresAt: new Date(transfer.createdAt.getTime() + WAITING_TRANSFER_DAYS * DAY * 1000).toISOString(),
      },
    ]);

    // Meanwhile the device is neither sold again nor given a plan.
    const again = await dealershipTransfer(t, seller.authHeader, {
      deviceId: device.id,
      userId: receiver.user._id,
      planId: 'gps-yearly',
      ExtraFeeCharge: 25,
    });
    expect(again).toMatchObject({ status: 409, body: errorBody(transferMessages.deviceWaiting) });
    const bought = await subscribe(t, seller.authHeader, 'gps-monthly', { deviceUUID: device.deviceUUID });
    expect(bought).toMatchObject({ status: 409, body: errorBody(transferMessages.deviceWaiting) });

    // Two days on, the receiver chooses their password: the plan's paid year starts then, not when the seller paid.
    t.clock.advance(2 * DAY * 1000);
    expect(await receiver.verify()).toBe(200);
    expect(await deviceRow(t, device.id)).toMatchObject({ userId: receiver.user._id, subscriptionStatus: 'Active' });
    expect(await transfersOf(t, device.id)).toMatchObject([
      { status: 'done', subscriptionId: expect.stringMatching(/^sub_/) },
    ]);
    const [plan] = await currentSubscriptions(t, await signedIn(receiver.user.email), device.deviceUUID);
    expect(plan!.current_period_start).toBe(Math.floor(t.clock.now().getTime() / 1000));
    expect(plan!.current_period_end - plan!.current_period_start).toBe(365 * DAY);
    expect(await paymentHistory(t, seller.authHeader)).toHaveLength(1);
    expect(await refundsOf(transfer.invoiceId)).toEqual([]);

    expect((await t.lastMailTo(receiver.user.email))?.subject).toBe('Van is now in your Lodestar account');
    expect((await t.mailsTo(seller.user.email)).map((mail) => mail.subject)).toContain(
      `Van was transferred to ${receiver.user.name}`,
    );
    const [told] = (await call<NotificationsResponse>(t, seller.authHeader, 'GET', '/api/notifications')).body.data;
    expect(told).toMatchObject({ kind: 'deviceHandedOver' });
    expect((await waitingTransfers(t, seller.authHeader)).body.data).toEqual([]);
  });

  it('moves nothing when the seller was refunded already (a refund that went through unanswered): it is cancelled', async () => {
    const { seller, device, receiver, transfer } = await waitingSale(K9);
    // The credit note the cancel asked for went through, but its answer never came: the transfer still waits.
    const invoice = await t.app.payments.stripe.invoices.retrieve(transfer.invoiceId!);
    await t.app.payments.stripe.creditNotes.create({
      invoice: invoice.id!,
      lines: [{ type: 'custom_line_item', description: 'Refund', unit_amount: invoice.total, quantity: 1 }],
      refund_amount: invoice.amount_paid,
    });
    expect(await transfersOf(t, device.id)).toMatchObject([{ status: 'waiting' }]);

    expect(await receiver.verify()).toBe(200);
    await t.app.backgroundWork.idle();
    expect((await deviceRow(t, device.id))!.userId).toBe(seller.user._id);
    expect(await transfersOf(t, device.id)).toMatchObject([{ status: 'cancelled', subscriptionId: null }]);
    expect(await refundsOf(transfer.invoiceId)).toHaveLength(1);
  });

  it('is cancelled by its seller and refunded in full, once; the receiver verifying later moves nothing', async () => {
    const { seller, device, receiver, transfer } = await waitingSale(K9);
    // The reference's second call confirms the transfer made: waiting.
    const confirmed = await call(t, seller.authHeader, 'POST', '/api/devices/transfer', {
      deviceId: device.id,
      userId: receiver.user._id,
    });
    expect(confirmed).toMatchObject({ status: 200, body: { status: 'waiting' } });
    const cancelled = await cancelTransfer(t, seller.authHeader, transfer.id);
    expect(cancelled).toMatchObject({ status: 200, body: { message: transferMessages.cancelled } });
    expect(await cancelTransfer(t, seller.authHeader, transfer.id)).toMatchObject({
      status: 409,
      body: errorBody(transferMessages.notWaiting),
    });
    const refunds = await refundsOf(transfer.invoiceId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(13499 + 1350 + 2500);
    expect(await transfersOf(t, device.id)).toMatchObject([{ status: 'cancelled' }]);

    expect(await receiver.verify()).toBe(200);
    expect((await deviceRow(t, device.id))!.userId).toBe(seller.user._id);
    expect(await refundsOf(transfer.invoiceId)).toHaveLength(1);
    // The device can be sold again.
    const resold = await k9Transfer(t, seller.authHeader, 'gps-yearly', {
      userId: receiver.user._id,
      deviceUUID: device.deviceUUID,
      ExtraFeeCharge: 25,
    });
    expect(resold).toMatchObject({ status: 200, body: { status: 'done', message: transferMessages.transferred } });
  });

  it(`is cancelled and refunded by itself after ${WAITING_TRANSFER_DAYS} days unverified, once however often the job runs`, async () => {
    const { seller, device, transfer } = await waitingSale();
    t.clock.advance((WAITING_TRANSFER_DAYS * DAY - 60) * 1000);
    expect(await t.app.timedJobs.settleWaitingTransfers()).toMatchObject({ cancelled: 0 });
    t.clock.advance(60_000);
    const runs = await Promise.all([
      t.app.timedJobs.settleWaitingTransfers(),
      t.app.timedJobs.settleWaitingTransfers(),
    ]);
    expect(runs.map((run) => (run as { cancelled: number }).cancelled).sort()).toEqual([0, 1]);
    await t.app.backgroundWork.idle();

    expect(await refundsOf(transfer.invoiceId)).toHaveLength(1);
    expect(await transfersOf(t, device.id)).toMatchObject([{ status: 'cancelled' }]);
    expect((await deviceRow(t, device.id))!.userId).toBe(seller.user._id);
    const mail = (await t.mailsTo(seller.user.email)).find((sent) => sent.subject.includes('did not go through'));
    expect(mail?.subject).toBe('The transfer of Van did not go through');
    expect(mail?.textBody).toContain(transferMessages.expired(WAITING_TRANSFER_DAYS));
  });

  it("is another seller's to neither see nor cancel; a user who sells nothing is refused", async () => {
    const { seller, transfer } = await waitingSale();
    const rival = await userWithRoles(t, K9);
    expect((await waitingTransfers(t, rival.authHeader)).body).toEqual({ success: true, data: [] });
    expect(await cancelTransfer(t, rival.authHeader, transfer.id)).toMatchObject({
      status: 404,
      body: errorBody(transferMessages.transferNotFound),
    });
    expect((await cancelTransfer(t, rival.authHeader, 'not-a-transfer')).status).toBe(404);
    const plain = await userWithRoles(t, ['user']);
    for (const asked of [
      await waitingTransfers(t, plain.authHeader),
      await cancelTransfer(t, plain.authHeader, transfer.id),
    ])
      expect(asked).toMatchObject({ status: 403, body: errorBody(messages.permissionDenied) });
    expect((await waitingTransfers(t, seller.authHeader)).body.data).toHaveLength(1);
  });
});

/** Signs the verified receiver in with the password they chose. */
async function signedIn(email: string) {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: email, password: STRONG_PASSWORD },
  });
  return (login.json() as { authHeader: string }).authHeader;
}
