import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  billingMessages,
  transferMessages,
  type PaymentRequiredBody,
  type TransferSubscribeRequest,
} from '@lodestar/contract';
import { deviceTransfers } from '../src/db/schema/index.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { authenticatePayment, CARDS, saveAuthenticatedCard, seedPlans } from './helpers/billing.js';
import { call, deviceRow } from './helpers/devices.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { K9, k9Transfer, sellerWithTracker, transfersOf } from './helpers/transfers.js';

/** A transfer whose seller's card asks its holder to authenticate the charge (3-D Secure), over HTTP. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
afterAll(() => t.close());

/** A k9 seller (fee AUD 25) whose only card is one of this number, a tracker of theirs, and a verified receiver. */
async function sale(number: string) {
  const { seller, device } = await sellerWithTracker(t, K9, { fee: 25, card: null });
  const { method: paymentMethod } = await saveAuthenticatedCard(t, seller.authHeader, number);
  const receiver = await createVerifiedUser(t, { country: 'AU' });
  const order: TransferSubscribeRequest = {
    userId: receiver.user._id,
    deviceUUID: device.deviceUUID,
    paymentMethod,
    ExtraFeeCharge: 25,
  };
  const transfer = async (body = order, authorization = seller.authHeader) => {
    const answer = await k9Transfer(t, authorization, 'gps-yearly', body);
    return answer as unknown as { status: number; body: PaymentRequiredBody };
  };
  return { seller, device, receiver, order, transfer };
}

/** The seller's one-off invoices, newest first, as [status, amount paid]. */
async function sellerInvoices(invoiceId: string) {
  const { stripe } = t.app.payments;
  const { customer } = await stripe.invoices.retrieve(invoiceId);
  const invoices = await stripe.invoices.list({ customer: customer as string, limit: 100 });
  return invoices.data.map((invoice) => [invoice.status, invoice.amount_paid]);
}

const nothingTransferred = (reason: string) => `${reason} ${transferMessages.nothingTransferred}`;

describe("a transfer whose seller's card asks for authentication", () => {
  it('the same order repeated with another card drops the waiting one: its charge voided, the transfer failed', async () => {
    const { seller, device, order, transfer } = await sale(CARDS.authenticateCharges);
    const waiting = await transfer();
    expect(waiting.status).toBe(402);
    const { method: otherCard } = await saveAuthenticatedCard(t, seller.authHeader, CARDS.authenticate);
    const repeated = await transfer({ ...order, paymentMethod: otherCard });
    expect(repeated.status).toBeGreaterThanOrEqual(400);
    expect(repeated.status).toBeLessThan(500);
    expect((await t.app.payments.stripe.invoices.retrieve(waiting.body.paymentAction.invoiceId)).status).toBe('void');
    expect(await transfersOf(t, device.id)).toMatchObject([{ status: 'failed' }]);
    expect(await deviceRow(t, device.id)).toMatchObject({ userId: seller.user._id });
  });

  it('answers 402 with the step and waits; once completed, the same request transfers the device, charged once', async () => {
    const { seller, device, receiver, transfer } = await sale(CARDS.authenticateCharges);
    const waiting = await transfer();
    expect(waiting).toMatchObject({
      status: 402,
      body: {
        message: billingMessages.confirmPayment,
        paymentAction: { provider: 'local', currency: 'aud', amount: 13499 + 1350 + 2500 },
      },
    });
    const { invoiceId } = waiting.body.paymentAction;
    expect(await transfersOf(t, device.id)).toMatchObject([{ status: 'pending', invoiceId, subscriptionId: null }]);
    expect(await deviceRow(t, device.id)).toMatchObject({ userId: seller.user._id });

    expect((await authenticatePayment(t, waiting.body.paymentAction.clientSecret, 'complete')).statusCode).toBe(200);
    const done = await transfer();
    expect(done).toMatchObject({ status: 200, body: { message: transferMessages.transferred } });
    expect(await transfersOf(t, device.id)).toMatchObject([{ status: 'done', invoiceId }]);
    expect(await deviceRow(t, device.id)).toMatchObject({ userId: receiver.user._id, subscriptionStatus: 'Active' });
    await t.app.backgroundWork.idle();
    expect((await t.lastMailTo(receiver.user.email))?.subject).toBe('Van is now in your Lodestar account');

    // The device is no longer the seller's: a repeat transfers and charges nothing more.
    expect([403, 404]).toContain((await transfer()).status);
    expect(await sellerInvoices(invoiceId)).toEqual([['paid', 13499 + 1350 + 2500]]);
  });

  it('a failed step voids the charge, fails the transfer and leaves the device with the seller', async () => {
    const { seller, device, transfer } = await sale(CARDS.authenticateCharges);
    const waiting = await transfer();
    await authenticatePayment(t, waiting.body.paymentAction.clientSecret, 'fail');

    expect(await transfer()).toMatchObject({
      status: 400,
      body: { message: nothingTransferred(billingMessages.paymentNotAuthenticated) },
    });
    const { invoiceId } = waiting.body.paymentAction;
    expect(await transfersOf(t, device.id)).toMatchObject([{ status: 'failed', invoiceId }]);
    expect(await sellerInvoices(invoiceId)).toEqual([['void', 0]]);
    expect(await deviceRow(t, device.id)).toMatchObject({ userId: seller.user._id });
    // A new attempt is a new transfer with its own charge.
    expect((await transfer()).status).toBe(402);
  });

  it('4000 0082 6000 3178: authenticated but declined for insufficient funds, says so and transfers nothing', async () => {
    const { seller, device, transfer } = await sale(CARDS.authenticatedThenDeclined);
    const waiting = await transfer();
    expect(waiting.status).toBe(402);
    await authenticatePayment(t, waiting.body.paymentAction.clientSecret, 'complete');

    expect(await transfer()).toMatchObject({
      status: 400,
      body: { message: nothingTransferred('Your card has insufficient funds.') },
    });
    expect(await transfersOf(t, device.id)).toMatchObject([{ status: 'failed' }]);
    expect(await sellerInvoices(waiting.body.paymentAction.invoiceId)).toEqual([['void', 0]]);
    expect(await deviceRow(t, device.id)).toMatchObject({ userId: seller.user._id });
  });

  it('another order of the same device drops the one waiting: its charge voided, the transfer failed', async () => {
    const { device, order, transfer } = await sale(CARDS.authenticateCharges);
    const first = await transfer();
    const other = await createVerifiedUser(t, { country: 'AU' });
    const second = await transfer({ ...order, userId: other.user._id });
    expect(second.status).toBe(402);
    expect(await transfersOf(t, device.id)).toMatchObject([
      { status: 'failed', invoiceId: first.body.paymentAction.invoiceId },
      { status: 'pending', invoiceId: second.body.paymentAction.invoiceId, toUserId: other.user._id },
    ]);
    expect((await authenticatePayment(t, first.body.paymentAction.clientSecret, 'complete')).statusCode).toBe(400);
  });

  it("another seller can neither resume the transfer nor read its step; the seller's is left waiting", async () => {
    const { device, order, transfer } = await sale(CARDS.authenticateCharges);
    const waiting = await transfer();
    const { seller: stranger } = await sellerWithTracker(t, K9);
    expect([403, 404]).toContain((await transfer(order, stranger.authHeader)).status);
    const page = `/api/paymentUser/invoice/${waiting.body.paymentAction.invoiceId}/payment`;
    expect((await call(t, stranger.authHeader, 'GET', page)).status).toBe(404);
    expect(await transfersOf(t, device.id)).toMatchObject([{ status: 'pending' }]);
  });

  it('an abandoned step is settled as a stopped transfer: the charge voided, the transfer failed, the device kept', async () => {
    const { seller, device, transfer } = await sale(CARDS.authenticateCharges);
    const waiting = await transfer();
    const [pending] = await transfersOf(t, device.id);
    const longAgo = new Date(t.clock.now().getTime() - 11 * 60_000);
    await t.database.db.update(deviceTransfers).set({ createdAt: longAgo }).where(eq(deviceTransfers.id, pending!.id));

    const reconciled = await t.app.timedJobs.reconcilePayments();
    expect(reconciled).toMatchObject({ transfers: { finished: 0, left: 0 } });
    const { invoiceId, clientSecret } = waiting.body.paymentAction;
    expect(await transfersOf(t, device.id)).toMatchObject([{ id: pending!.id, status: 'failed', invoiceId }]);
    expect(await sellerInvoices(invoiceId)).toEqual([['void', 0]]);
    expect(await deviceRow(t, device.id)).toMatchObject({ userId: seller.user._id });
    expect((await authenticatePayment(t, clientSecret, 'complete')).statusCode).toBe(400);
  });
});
