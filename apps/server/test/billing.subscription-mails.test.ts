import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@lodestar/contract';
import { handledPaymentEvents } from '../src/db/schema/index.js';
import { dateOf, dateTimeOf } from '../src/lib/day-of.js';
import { createVerifiedUser } from './helpers/accounts.js';
import {
  advanceClock,
  billingCli,
  buyerWithPlan,
  chargedInvoices,
  DAY,
  newCode,
  seedPlans,
  subscriptionAction,
} from './helpers/billing.js';
import { shareDevice } from './helpers/devices.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// The mails a subscription sends its payer on the provider's clock: a trial's start, the warning three days before its
// first charge, and what a coupon covers.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
afterAll(() => t.close());

const HOUR = 3600;
const SYDNEY = 'Australia/Sydney';

const mailsAbout = async (email: string, subject: string) =>
  (await t.mailsTo(email)).filter((mail) => mail.subject.startsWith(subject));

/** The amounts of the invoice that charged the plan, as the mails write them. */
async function firstCharge(subscriptionId: string) {
  const [invoice] = await chargedInvoices(t, subscriptionId);
  return {
    amount: formatMoney(invoice!.amount_paid, 'aud'),
    discount: formatMoney(invoice!.total_discount_amounts![0]!.amount, 'aud'),
  };
}

describe('the mails of a free trial', () => {
  it('tell its payer alone of its start and, three days before, of its first charge, once each, as it is then charged', async () => {
    const code = newCode('TRIAL20');
    await billingCli(t, 'coupon:create', '--code', code, '--percent', '20');
    const { buyer, device, subscription } = await buyerWithPlan(t, 'gps-monthly', {
      trial: true,
      couponCode: code,
      timezone: SYDNEY,
    });
    const family = await createVerifiedUser(t, { country: 'AU' });
    await shareDevice(t, device.id, family.user);
    const trialEnd = (await t.app.payments.stripe.subscriptions.retrieve(subscription.id)).trial_end!;
    const email = buyer.user.email;

    const started = await mailsAbout(email, 'Your free trial has started: Monthly for Bike');
    expect(started).toHaveLength(1);
    await advanceClock(t, 4 * DAY - HOUR);
    expect(await mailsAbout(email, 'Your free trial ends on')).toEqual([]);
    await advanceClock(t, HOUR);
    const reminders = await mailsAbout(email, 'Your free trial ends on');
    expect(reminders).toHaveLength(1);
    await advanceClock(t, 2 * DAY);
    expect(await mailsAbout(email, 'Your free trial ends on')).toHaveLength(1);
    await advanceClock(t, DAY + HOUR);

    // What the mails announced is what the trial's end charged.
    const { amount, discount } = await firstCharge(subscription.id);
    const day = dateOf(new Date(trialEnd * 1000), SYDNEY);
    const card = `${amount} (tax included) will be charged to your Visa card ending in 4242`;
    const coupon = `Your discount takes ${discount} off that payment: 20 % off your first payment.`;
    const cancel = `Cancel the plan on the tracker's Update Plan tab before ${dateTimeOf(new Date((trialEnd - DAY) * 1000), SYDNEY)} and nothing is charged.`;
    expect(started[0]!.textBody).toContain(`Your free trial of Monthly for Bike has started. It ends on ${day}.`);
    expect(started[0]!.textBody).toContain(`When it ends, ${card}, and the plan renews until you cancel it.`);
    expect(started[0]!.textBody).toContain(coupon);
    expect(started[0]!.textBody).toContain(cancel);
    expect(started[0]!.textBody).toContain(`/device/${device.deviceUUID}/settings/plans`);
    expect(reminders[0]!.subject).toBe(`Your free trial ends on ${day}: ${amount} will be charged to your card`);
    expect(reminders[0]!.textBody).toContain(`Your free trial of Monthly for Bike ends on ${day}. Then ${card}.`);
    expect(reminders[0]!.textBody).toContain(coupon);
    expect(reminders[0]!.textBody).toContain(cancel);
    const [receipt] = await mailsAbout(email, `Your Lodestar receipt: ${amount}`);
    expect(receipt!.textBody).toContain(
      `Your discount took ${discount} off this payment: 20 % off your first payment.`,
    );

    const toFamily = (await t.mailsTo(family.user.email)).map((mail) => mail.subject);
    expect(toFamily.filter((subject) => /trial|receipt/.test(subject))).toEqual([]);
  });

  it('count the account credit that pays part of the first payment', async () => {
    const { buyer, subscription } = await buyerWithPlan(t, 'gps-monthly', { trial: true });
    const { stripe } = t.app.payments;
    const customer = (await stripe.subscriptions.retrieve(subscription.id)).customer as string;
    await stripe.customers.createBalanceTransaction(customer, { amount: -500, currency: 'aud' });
    await advanceClock(t, 4 * DAY + HOUR);
    const [reminder] = await mailsAbout(buyer.user.email, 'Your free trial ends on');
    await advanceClock(t, 3 * DAY);

    const [invoice] = await chargedInvoices(t, subscription.id);
    expect(invoice!.total - invoice!.amount_paid).toBe(500);
    const aud = (cents: number) => formatMoney(cents, 'aud');
    expect(reminder!.subject).toContain(`: ${aud(invoice!.amount_paid)} will be charged to your card`);
    expect(reminder!.textBody).toContain(
      `Then the first payment of ${aud(invoice!.total)} (tax included) is paid with ${aud(500)} of your account credit and ${aud(invoice!.amount_paid)} from your Visa card ending in 4242.`,
    );
  });

  it('warn of no charge for a trial set to cancel, or one the provider ended early', async () => {
    const canceled = await buyerWithPlan(t, 'gps-monthly', { trial: true });
    const cancel = await subscriptionAction(t, canceled.buyer.authHeader, canceled.subscription.id, 'cancel');
    expect(cancel.status).toBe(200);
    const endedEarly = await buyerWithPlan(t, 'gps-monthly', { trial: true });
    // As a plan change during the trial does; the provider then warns of the trial's end at once.
    await t.app.payments.stripe.subscriptions.update(endedEarly.subscription.id, { trial_end: 'now' });
    await advanceClock(t, 4 * DAY + HOUR);

    const warnings = await t.database.db
      .select({ payload: handledPaymentEvents.payload })
      .from(handledPaymentEvents)
      .where(eq(handledPaymentEvents.type, 'customer.subscription.trial_will_end'));
    const warned = warnings.map(({ payload }) => (payload as { data: { object: { id: string } } }).data.object.id);
    expect(warned).toEqual(expect.arrayContaining([canceled.subscription.id, endedEarly.subscription.id]));
    for (const { buyer } of [canceled, endedEarly]) {
      expect(await mailsAbout(buyer.user.email, 'Your free trial has started')).toHaveLength(1);
      expect(await mailsAbout(buyer.user.email, 'Your free trial ends on')).toEqual([]);
    }
  });
});

describe('a receipt of a payment a coupon reduced', () => {
  it('says what the coupon covers and what it took off', async () => {
    const code = newCode('QUARTER');
    await billingCli(t, 'coupon:create', '--code', code, '--percent', '20', '--duration', 'repeating', '--months', '3');
    const { buyer, subscription } = await buyerWithPlan(t, 'gps-quarterly', { couponCode: code });
    const { amount, discount } = await firstCharge(subscription.id);
    const [receipt] = await mailsAbout(buyer.user.email, `Your Lodestar receipt: ${amount}`);
    expect(receipt!.textBody).toContain(`Your discount took ${discount} off this payment: 20 % off for 3 months.`);
  });

  it('says so of a plan a code pays in full for a year', async () => {
    const prePurchased = ['--pre-purchased', '--plan', 'gps-monthly', '--duration', 'repeating', '--months', '12'];
    const { code } = (await billingCli(t, 'coupon:create', ...prePurchased)) as { code: string };
    const { buyer, subscription } = await buyerWithPlan(t, 'gps-monthly', { couponCode: code });
    const [invoice] = (await t.app.payments.stripe.invoices.list({ subscription: subscription.id })).data;
    const [receipt] = await mailsAbout(buyer.user.email, 'Your Lodestar receipt: $0.00');
    const discount = formatMoney(invoice!.total_discount_amounts![0]!.amount, 'aud');
    expect(receipt!.textBody).toContain(`Your discount took ${discount} off this payment: 100 % off for 12 months.`);
  });
});
