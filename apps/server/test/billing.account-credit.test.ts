import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingMessages,
  type AccountCredit,
  type NotificationsResponse,
  type PaymentHistoryPage,
  type Subscription,
} from '@lodestar/contract';
import { createVerifiedUser } from './helpers/accounts.js';
import {
  advanceClock,
  billingCli,
  CARDS,
  currentSubscriptions,
  DAY,
  saveCard,
  seedPlans,
  subscribe,
  subscriptionAction,
  trackerOwner,
} from './helpers/billing.js';
import { call, insertDevice } from './helpers/devices.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
afterAll(() => t.close());

const history = (authorization: string) =>
  call<PaymentHistoryPage>(t, authorization, 'GET', '/api/paymentUser/payment-history');
const credit = (authorization: string, query = '') =>
  call<AccountCredit & { message?: string }>(t, authorization, 'GET', `/api/paymentUser/credit${query}`);

/** An Australian buyer (GST 10 %) with a saved card, given `cents` of account credit (if any) as support staff give it. */
async function buyerWithCredit(cents: number) {
  const buyer = await trackerOwner(t);
  await saveCard(t, buyer.authHeader);
  const customer = (await t.app.payments.stripe.customers.list({ email: buyer.user.email })).data[0]!;
  if (cents > 0)
    await t.app.payments.stripe.customers.createBalanceTransaction(customer.id, {
      amount: -cents,
      currency: 'aud',
      description: 'Goodwill credit',
    });
  return { ...buyer, customerId: customer.id };
}

async function buy(authorization: string, planId: string, deviceUUID: string, couponCode?: string) {
  const bought = await subscribe(t, authorization, planId, { deviceUUID, ...(couponCode ? { couponCode } : {}) });
  expect(bought.status).toBe(200);
  return (bought.body as unknown as { data: Subscription }).data;
}

describe('account credit and what paid each payment', () => {
  it('a plan the credit pays whole is in the history as the purchase answers, with its receipt and the credit used', async () => {
    const buyer = await buyerWithCredit(2000);
    const device = await insertDevice(t, buyer.user._id, { isTrialAvailed: true, name: 'Bike' });
    const plan = await buy(buyer.authHeader, 'gps-monthly', device.deviceUUID);

    // No wait for the provider's events: the row is written before the purchase answers.
    const [row] = (await history(buyer.authHeader)).body.data;
    const invoice = await t.app.payments.stripe.invoices.retrieve(row!.invoice);
    expect(row).toMatchObject({
      description: 'New plan: Monthly for Bike',
      amount: 1649,
      cardAmount: 0,
      creditAmount: 1649,
      status: 'succeeded',
    });
    expect(row!.cardAmount + row!.creditAmount).toBe(invoice.total);
    expect(invoice.amount_paid).toBe(0);

    await t.app.backgroundWork.idle();
    const receipt = (await t.mailsTo(buyer.user.email)).find((mail) => mail.subject.includes('receipt'));
    expect(receipt?.subject).toContain('$16.49');
    expect(receipt?.textBody).toContain('Your account credit paid it all; nothing was charged to your card.');

    const answer = await credit(buyer.authHeader);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ credit: 351, currency: 'aud', has_more: false });
    expect(
      answer.body.movements.map(({ kind, amount, description, creditAfter }) => [
        kind,
        amount,
        description,
        creditAfter,
      ]),
    ).toEqual([
      ['used', -1649, `Used for New plan: Monthly for Bike (invoice ${invoice.number})`, 351],
      ['adjusted', 2000, 'Goodwill credit', 2000],
    ]);
    expect(answer.body.movements[0]!.invoice).toBe(invoice.id);

    // Refunded within the 14 days although no card paid it: the credit goes back to the credit.
    expect(plan.refundableUntil).not.toBeNull();
    expect((await subscriptionAction(t, buyer.authHeader, plan.id, 'refund')).status).toBe(200);
    await t.app.backgroundWork.idle();
    const refund = (await history(buyer.authHeader)).body.data.find((payment) => payment.kind === 'refund');
    expect(refund).toMatchObject({
      kind: 'refund',
      amount: 1649,
      cardAmount: 0,
      creditAmount: 1649,
      status: 'succeeded',
    });
    const after = (await credit(buyer.authHeader)).body;
    expect(after.credit).toBe(2000);
    expect(after.movements[0]).toMatchObject({ kind: 'refunded', amount: 1649, creditAfter: 2000 });
    const refundMail = (await t.mailsTo(buyer.user.email)).find((mail) => mail.subject.includes('refund'));
    expect(refundMail?.textBody).toContain('$16.49 went back to your account credit');
  });

  it('a plan dearer than the credit: the credit pays first, the card the rest, and the parts add up to the invoice', async () => {
    const buyer = await buyerWithCredit(5000);
    const device = await insertDevice(t, buyer.user._id, { isTrialAvailed: true, name: 'Car' });
    await buy(buyer.authHeader, 'gps-quarterly', device.deviceUUID);

    const [row] = (await history(buyer.authHeader)).body.data;
    const invoice = await t.app.payments.stripe.invoices.retrieve(row!.invoice);
    expect(invoice.total).toBe(4399);
    expect(row).toMatchObject({
      amount: 4399,
      cardAmount: invoice.amount_paid,
      creditAmount: 4399 - invoice.amount_paid,
    });
    expect(row!.creditAmount).toBe(4399);
    expect((await credit(buyer.authHeader)).body.credit).toBe(601);

    const car2 = await insertDevice(t, buyer.user._id, { isTrialAvailed: true, name: 'Van' });
    await buy(buyer.authHeader, 'gps-monthly', car2.deviceUUID);
    const [second] = (await history(buyer.authHeader)).body.data;
    const secondInvoice = await t.app.payments.stripe.invoices.retrieve(second!.invoice);
    expect(second).toMatchObject({ amount: 1649, creditAmount: 601, cardAmount: 1048 });
    expect(secondInvoice).toMatchObject({ total: 1649, amount_paid: 1048, starting_balance: -601 });
    await t.app.backgroundWork.idle();
    const receipts = (await t.mailsTo(buyer.user.email)).filter((mail) => mail.subject.includes('receipt'));
    expect(receipts.at(-1)?.textBody).toContain('Your account credit paid $6.01 and your card $10.48.');
    expect((await credit(buyer.authHeader)).body.credit).toBe(0);

    // Refunded: each part goes back where it came from, two rows, and one mail that says both.
    const van = (await currentSubscriptions(t, buyer.authHeader, car2.deviceUUID))[0]!;
    expect((await subscriptionAction(t, buyer.authHeader, van.id, 'refund')).status).toBe(200);
    await t.app.backgroundWork.idle();
    const refunds = (await history(buyer.authHeader)).body.data.filter((payment) => payment.kind === 'refund');
    expect(refunds.map(({ cardAmount, creditAmount }) => [cardAmount, creditAmount]).toSorted()).toEqual([
      [0, 601],
      [1048, 0],
    ]);
    expect((await credit(buyer.authHeader)).body.credit).toBe(601);
    const refundMails = (await t.mailsTo(buyer.user.email)).filter((mail) => mail.subject.includes('refund'));
    expect(refundMails.map((mail) => mail.subject)).toEqual(['Your Lodestar refund: $16.49']);
    expect(refundMails[0]!.textBody).toContain('$10.48 to your card and $6.01 to your account credit.');
  });

  it('a renewal the card refuses asks the card only for what the credit left, in the mail and the bell', async () => {
    const buyer = await buyerWithCredit(0);
    const device = await insertDevice(t, buyer.user._id, { isTrialAvailed: true, name: 'Kayak' });
    await buy(buyer.authHeader, 'gps-monthly', device.deviceUUID);
    await t.app.payments.stripe.customers.createBalanceTransaction(buyer.customerId, { amount: -500, currency: 'aud' });
    await saveCard(t, buyer.authHeader, CARDS.chargeFails);
    await advanceClock(t, 31 * DAY);
    const [renewal] = (await history(buyer.authHeader)).body.data;
    expect(renewal).toMatchObject({
      description: 'Renewal: Monthly for Kayak',
      amount: 1649,
      cardAmount: 1149,
      creditAmount: 500,
    });
    const failed = (await t.mailsTo(buyer.user.email)).find((mail) => mail.subject.endsWith('did not go through'));
    expect(failed?.subject).toContain('$11.49');
    expect(failed?.textBody).toContain('We could not take $11.49 for Renewal: Monthly for Kayak from your card.');
    const bell = await call<NotificationsResponse>(t, buyer.authHeader, 'GET', '/api/notifications');
    expect(bell.body.data.map((notice) => notice.message)).toContain(
      'The payment of $11.49 for Renewal: Monthly for Kayak did not go through. Pay it now from the Payments page.',
    );
  });

  it('a plan a 100 % code pays gets its $0.00 row and receipt too', async () => {
    const { code } = (await billingCli(t, 'coupon:create', '--percent', '100')) as { code: string };
    const buyer = await trackerOwner(t);
    await saveCard(t, buyer.authHeader);
    const device = await insertDevice(t, buyer.user._id, { isTrialAvailed: true, name: 'Dog' });
    await buy(buyer.authHeader, 'gps-monthly', device.deviceUUID, code);
    const [row] = (await history(buyer.authHeader)).body.data;
    expect(row).toMatchObject({
      description: 'New plan: Monthly for Dog',
      amount: 0,
      cardAmount: 0,
      creditAmount: 0,
      status: 'succeeded',
    });
    await t.app.backgroundWork.idle();
    const receipt = (await t.mailsTo(buyer.user.email)).find((mail) => mail.subject.includes('receipt'));
    expect(receipt?.textBody).toContain('Your code covered it in full; nothing was charged to your card.');
  });

  it("support gives credit with the CLI, in the account's currency only", async () => {
    const buyer = await trackerOwner(t);
    const given = await billingCli(
      t,
      'credit:add',
      '--email',
      buyer.user.email,
      '--amount',
      '1500',
      '--currency',
      'aud',
    );
    expect(given).toMatchObject({ credited: 1500, currency: 'aud', credit: 1500 });
    expect((await credit(buyer.authHeader)).body).toMatchObject({
      credit: 1500,
      currency: 'aud',
      movements: [{ kind: 'adjusted', amount: 1500, description: 'Credit given by support' }],
    });
    await expect(
      billingCli(t, 'credit:add', '--email', buyer.user.email, '--amount', '100', '--currency', 'usd'),
    ).rejects.toThrow(/in aud/);
    await expect(billingCli(t, 'credit:add', '--email', 'nobody@example.test', '--amount', '100')).rejects.toThrow(
      /--email/,
    );
    await expect(billingCli(t, 'credit:add', '--email', buyer.user.email, '--amount', '-5')).rejects.toThrow(
      /--amount/,
    );
    expect((await credit(buyer.authHeader)).body.credit).toBe(1500);
  });

  it("shows each payer only their own credit: another's cursor is refused, a non-payer is refused", async () => {
    const owner = await buyerWithCredit(1000);
    const stranger = await buyerWithCredit(300);
    const ownMovement = (await credit(owner.authHeader)).body.movements[0]!;
    expect((await credit(stranger.authHeader)).body).toMatchObject({ credit: 300, movements: [{ amount: 300 }] });
    expect(await credit(stranger.authHeader, `?starting_after=${ownMovement.id}`)).toMatchObject({
      status: 400,
      body: { message: billingMessages.cursorNotFound },
    });
    const newcomer = await trackerOwner(t);
    expect((await credit(newcomer.authHeader)).body).toMatchObject({ credit: 0, currency: null, movements: [] });
    const nobody = await createVerifiedUser(t);
    expect((await credit(nobody.authHeader)).status).toBe(403);
  });
});
