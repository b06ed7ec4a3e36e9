import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages, subscriptionActions, type Subscription } from '@lodestar/contract';
import {
  advanceClock,
  buyerWithPlan,
  CARDS,
  currentSubscriptions,
  DAY,
  saveCard,
  seedPlans,
  subscribe,
  subscriptionAction,
} from './helpers/billing.js';
import { deviceRow } from './helpers/devices.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// The installation keeps a plan whose retries are used up, unpaid, as Stripe's Dashboard may be set to.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_RETRY_END: 'unpaid' });
  await seedPlans(t);
});
afterAll(() => t.close());

/** A monthly plan paid with a good card, then a card every charge declines, and the renewal and its retries failed. */
async function unpaidPlan() {
  const { buyer, device } = await buyerWithPlan(t, 'gps-monthly');
  await saveCard(t, buyer.authHeader, CARDS.chargeFails);
  await advanceClock(t, 31 * DAY);
  for (const days of [3, 5, 7]) await advanceClock(t, days * DAY);
  await t.app.backgroundWork.idle();
  const [plan] = await currentSubscriptions(t, buyer.authHeader, device.deviceUUID);
  return { ...buyer, device, plan: plan as Subscription };
}

const planState = async (id: string) => {
  const row = await deviceRow(t, id);
  return { subscriptionStatus: row!.subscriptionStatus, esimStatus: row!.esimStatus, paymentIssue: row!.paymentIssue };
};

describe('a plan left unpaid once its retries are used up (PAYMENT_RETRY_END=unpaid)', () => {
  it('stays on the plan page as unpaid, suspends the line, and a new default card pays it and brings it back', async () => {
    const { authHeader, user, device, plan } = await unpaidPlan();
    expect(plan).toMatchObject({ status: 'unpaid', statusLabel: 'Unpaid: update your card' });
    expect(subscriptionActions(plan)).toEqual({
      pause: false,
      resume: false,
      cancel: true,
      undoScheduledChange: false,
    });
    expect(await planState(device.id)).toEqual({
      subscriptionStatus: 'Suspended',
      esimStatus: 'Inactive',
      paymentIssue: 'unpaid',
    });
    const mails = await t.mailsTo(user.email);
    expect(mails.filter((mail) => mail.subject.endsWith('did not go through'))).toHaveLength(3);
    const last = mails.find((mail) => mail.subject === 'Your Lodestar plan is suspended: the last payment failed')!;
    expect(last.textBody).toContain(
      "This was the last attempt: your tracker's line is suspended until the plan is paid.",
    );

    const again = await subscribe(t, authHeader, 'gps-quarterly', { deviceUUID: device.deviceUUID });
    expect(again).toMatchObject({ status: 409, body: { message: billingMessages.planUnpaid } });

    // The next renewal is invoiced but not charged: still one unpaid plan, two invoices open.
    await advanceClock(t, 31 * DAY);
    const open = await t.app.payments.stripe.invoices.list({ subscription: plan.id, status: 'open' });
    expect(open.data.map((invoice) => invoice.attempt_count).sort()).toEqual([0, 4]);
    expect((await currentSubscriptions(t, authHeader, device.deviceUUID))[0]).toMatchObject({ status: 'unpaid' });

    await saveCard(t, authHeader);
    await t.app.backgroundWork.idle();
    const [paid] = await currentSubscriptions(t, authHeader, device.deviceUUID);
    expect(paid).toMatchObject({ id: plan.id, status: 'active' });
    expect(await planState(device.id)).toEqual({
      subscriptionStatus: 'Active',
      esimStatus: 'Active',
      paymentIssue: null,
    });
    expect((await t.app.payments.stripe.invoices.list({ subscription: plan.id, status: 'open' })).data).toEqual([]);
  });

  it('cancels an unpaid plan at once, so another can be bought', async () => {
    const { authHeader, device, plan } = await unpaidPlan();
    const canceled = await subscriptionAction(t, authHeader, plan.id, 'cancel');
    expect(canceled).toMatchObject({ status: 200, body: { message: billingMessages.canceled } });
    await t.app.backgroundWork.idle();
    expect(await currentSubscriptions(t, authHeader, device.deviceUUID)).toEqual([]);
    expect(await planState(device.id)).toEqual({
      subscriptionStatus: 'Inactive',
      esimStatus: 'Inactive',
      paymentIssue: null,
    });
    await saveCard(t, authHeader);
    const bought = await subscribe(t, authHeader, 'gps-quarterly', { deviceUUID: device.deviceUUID });
    expect(bought).toMatchObject({ status: 200, body: { data: { status: 'active' } } });
  });
});
