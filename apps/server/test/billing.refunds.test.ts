import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages, formatMoney, invoiceLineDetails, refundOffered, type Invoice } from '@lodestar/contract';
import { dateOf } from '../src/lib/day-of.js';
import {
  advanceClock,
  billingCli,
  buyerWithPlan,
  DAY,
  seedPlans,
  subscribe,
  subscriptionAction,
  trackerOwner,
  userSubscriptions,
  paymentHistory,
} from './helpers/billing.js';
import { call, deviceRow } from './helpers/devices.js';
import { pdfTextRuns } from './helpers/pdf-text.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
afterAll(() => t.close());

const history = (authorization: string) => paymentHistory(t, authorization);
const providerNow = () => t.app.payments.now();

describe('cancel with a refund within the 14-day grace period', () => {
  it('ends the plan now, refunds the card, lists the refund, mails the payer and credits the invoice', async () => {
    const { buyer, device, subscription } = await buyerWithPlan(t, 'gps-monthly');
    expect(subscription.refundableUntil).toBe(subscription.current_period_start + 14 * DAY);
    expect(refundOffered(subscription, await providerNow())).toBe(true);
    await advanceClock(t, 13 * DAY);

    const refunded = await subscriptionAction(t, buyer.authHeader, subscription.id, 'refund');
    expect(refunded).toMatchObject({ status: 200, body: { message: billingMessages.refunded } });
    await t.app.backgroundWork.idle();

    const [ended] = await userSubscriptions(t, buyer.authHeader);
    expect(ended).toMatchObject({ id: subscription.id, status: 'canceled', refundableUntil: null });
    const row = await deviceRow(t, device.id);
    expect({ subscriptionStatus: row!.subscriptionStatus, esimStatus: row!.esimStatus }).toEqual({
      subscriptionStatus: 'Inactive',
      esimStatus: 'Inactive',
    });

    const [refund, payment] = await history(buyer.authHeader);
    expect(refund).toMatchObject({
      kind: 'refund',
      amount: 1649,
      currency: 'aud',
      status: 'succeeded',
      description: 'Refund: Monthly for Bike',
      invoice: payment!.invoice,
      deviceUUID: device.deviceUUID,
    });
    expect(payment).toMatchObject({ kind: 'payment', amount: 1649, description: 'New plan: Monthly for Bike' });

    const { invoice } = (
      await call<{ invoice: Invoice }>(t, buyer.authHeader, 'GET', `/api/paymentUser/invoice/${payment!.invoice}`)
    ).body;
    expect(invoice.credit_notes).toEqual([
      {
        id: expect.stringMatching(/^cn_/),
        number: `${invoice.number}-CN-01`,
        created: expect.any(Number),
        total: 1649,
        refunded: 1649,
        pdf: expect.stringMatching(/^\/api\/paymentUser\/credit-note\/cn_\w+\/pdf$/),
      },
    ]);
    const note = invoice.credit_notes[0]!;
    const file = await t.app.inject({ method: 'GET', url: note.pdf, headers: { authorization: buyer.authHeader } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="credit-note-${note.number}.pdf"`);
    const runs = await pdfTextRuns(file.rawPayload);
    const money = (cents: number) => formatMoney(cents, 'aud');
    expect(runs).toEqual(
      expect.arrayContaining([
        `Credit note number: ${note.number}`,
        `Adjusts tax invoice: ${invoice.number}`,
        'Currency: AUD',
      ]),
    );
    expect(runs.slice(runs.indexOf('Amount') + 1)).toEqual([
      invoice.lines.data[0]!.description,
      money(1499),
      ...invoiceLineDetails(invoice.lines.data[0]!, (seconds) => dateOf(new Date(seconds * 1000), null)),
      'Subtotal',
      money(1499),
      'GST (10%)',
      money(150),
      'Total credited',
      money(1649),
      'Refunded to card',
      money(1649),
      'Canceled within the 14-day refund period.',
    ]);

    const mail = (await t.mailsTo(buyer.user.email)).find((found) => found.subject === 'Your Lodestar refund: $16.49')!;
    expect(mail.textBody).toContain('We have refunded $16.49 to your card (Refund: Monthly for Bike).');
    expect(mail.textBody).toContain(`Credit note ${note.number} is in your payment history`);
    expect(mail.textBody).toContain(`${t.config.publicUrl}/user/payments`);

    // Asked again, the refund finishes nothing more: money moves once.
    const again = await subscriptionAction(t, buyer.authHeader, subscription.id, 'refund');
    expect(again).toMatchObject({ status: 200, body: { message: billingMessages.refunded } });
    await t.app.backgroundWork.idle();
    expect((await history(buyer.authHeader)).filter((item) => item.kind === 'refund')).toHaveLength(1);

    // The grace period is once per device: a new plan of the Bike is not refunded.
    const rebought = await subscribe(t, buyer.authHeader, 'gps-monthly', { deviceUUID: device.deviceUUID });
    expect(rebought).toMatchObject({ status: 200, body: { data: { status: 'active', refundableUntil: null } } });
    const refused = await subscriptionAction(t, buyer.authHeader, rebought.body.data.id, 'refund');
    expect(refused).toMatchObject({ status: 409, body: { message: billingMessages.refundedBefore } });
  });

  it('refuses after the 14 days, for a plan that began with a trial, and for a plan nothing was paid for', async () => {
    const late = await buyerWithPlan(t, 'gps-monthly');
    await advanceClock(t, 14 * DAY + 60);
    const over = await subscriptionAction(t, late.buyer.authHeader, late.subscription.id, 'refund');
    expect(over).toMatchObject({ status: 409, body: { message: billingMessages.refundPeriodOver } });
    const [still] = await userSubscriptions(t, late.buyer.authHeader);
    expect(still).toMatchObject({ status: 'active' });
    expect(refundOffered(still!, await providerNow())).toBe(false);

    const trial = await buyerWithPlan(t, 'gps-monthly', { trial: true });
    expect(trial.subscription).toMatchObject({ status: 'trialing', refundableUntil: null });
    const refused = await subscriptionAction(t, trial.buyer.authHeader, trial.subscription.id, 'refund');
    expect(refused).toMatchObject({ status: 409, body: { message: billingMessages.refundAfterTrial } });
    await advanceClock(t, 31 * DAY);
    const afterTrial = await subscriptionAction(t, trial.buyer.authHeader, trial.subscription.id, 'refund');
    expect(afterTrial).toMatchObject({ status: 409, body: { message: billingMessages.refundAfterTrial } });
    expect((await history(trial.buyer.authHeader)).every((item) => item.kind === 'payment')).toBe(true);

    const code = (await billingCli(t, 'coupon:create', '--percent', '100')).code as string;
    const free = await buyerWithPlan(t, 'gps-monthly', { couponCode: code });
    expect(free.subscription).toMatchObject({ status: 'active', refundableUntil: null });
    const nothing = await subscriptionAction(t, free.buyer.authHeader, free.subscription.id, 'refund');
    expect(nothing).toMatchObject({ status: 409, body: { message: billingMessages.refundNothingPaid } });
  });

  it("refuses another user's subscription and credit note, and changes nothing", async () => {
    const { buyer, subscription } = await buyerWithPlan(t, 'gps-monthly');
    // A payer too (a tracker of their own), so another's credit note is not found rather than refused (decision 0052).
    const stranger = await trackerOwner(t);
    const foreign = await subscriptionAction(t, stranger.authHeader, subscription.id, 'refund');
    expect([403, 404]).toContain(foreign.status);
    const [untouched] = await userSubscriptions(t, buyer.authHeader);
    expect(untouched).toMatchObject({ status: 'active' });

    expect((await subscriptionAction(t, buyer.authHeader, subscription.id, 'refund')).status).toBe(200);
    await t.app.backgroundWork.idle();
    const [refund] = await history(buyer.authHeader);
    const { invoice } = (
      await call<{ invoice: Invoice }>(t, buyer.authHeader, 'GET', `/api/paymentUser/invoice/${refund!.invoice}`)
    ).body;
    const url = invoice.credit_notes[0]!.pdf;
    const theirs = await t.app.inject({ method: 'GET', url, headers: { authorization: stranger.authHeader } });
    expect(theirs.statusCode).toBe(404);
    const forged = await call(t, buyer.authHeader, 'GET', '/api/paymentUser/credit-note/cn_forged/pdf');
    expect(forged).toMatchObject({ status: 404, body: { message: billingMessages.creditNoteNotFound } });
  });
});
