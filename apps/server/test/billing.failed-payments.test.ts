import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subscription } from '@lodestar/contract';
import { createVerifiedUser } from './helpers/accounts.js';
import {
  advanceClock,
  CARDS,
  currentSubscriptions,
  DAY,
  saveCard,
  seedPlans,
  paymentHistory,
} from './helpers/billing.js';
import { call, deviceRow, insertDevice, shareDevice, listedDevices } from './helpers/devices.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
afterAll(() => t.close());

/** A monthly plan paid with a good card, whose card is then swapped for one that every charge declines. */
async function planWithFailingCard() {
  const buyer = await createVerifiedUser(t, { country: 'AU' });
  const device = await insertDevice(t, buyer.user._id, { isTrialAvailed: true, name: 'Bike' });
  await saveCard(t, buyer.authHeader);
  const bought = await call<{ data: Subscription }>(
    t,
    buyer.authHeader,
    'POST',
    '/api/v2/subscriptions/gps-monthly/subscribe',
    {
      deviceUUID: device.deviceUUID,
    },
  );
  expect(bought.status).toBe(200);
  await saveCard(t, buyer.authHeader, CARDS.chargeFails);
  return { ...buyer, device };
}

/** The device as the user's device list shows it. */
const listed = async (user: { user: { _id: string }; authHeader: string }, deviceUUID: string) => {
  const devices = await listedDevices(t, user.authHeader, user.user._id);
  return devices.find((device) => device.deviceUUID === deviceUUID)!;
};

const history = (authorization: string) => paymentHistory(t, authorization);

describe('a renewal that cannot be charged', () => {
  it('makes the plan past_due, keeps the device live, and a new default card pays it at once', async () => {
    const owner = await planWithFailingCard();
    const { authHeader, user, device } = owner;
    await advanceClock(t, 31 * DAY);
    const [pastDue] = await currentSubscriptions(t, authHeader, device.deviceUUID);
    expect(pastDue).toMatchObject({ status: 'past_due', statusLabel: 'Payment failed: update your card' });
    expect(await deviceRow(t, device.id)).toMatchObject({ subscriptionStatus: 'Active' });
    // The owner's device card says so; someone the device is shared with is not told of the owner's payments.
    expect((await listed(owner, device.deviceUUID)).subscription).toEqual({
      status: 'Active',
      paymentIssue: 'past_due',
      authenticationInvoiceId: null,
    });
    const family = await createVerifiedUser(t, { country: 'AU' });
    await shareDevice(t, device.id, family.user);
    expect((await listed(family, device.deviceUUID)).subscription).toEqual({ status: 'Active', paymentIssue: null, authenticationInvoiceId: null });
    expect((await history(authHeader))[0]).toMatchObject({
      description: 'Renewal: Monthly for Bike',
      status: 'requires_payment_method',
    });

    await saveCard(t, authHeader);
    await t.app.backgroundWork.idle();
    const [recovered] = await currentSubscriptions(t, authHeader, device.deviceUUID);
    expect(recovered).toMatchObject({ status: 'active' });
    expect((await listed(owner, device.deviceUUID)).subscription).toEqual({ status: 'Active', paymentIssue: null, authenticationInvoiceId: null });
    const payments = await history(authHeader);
    expect(payments.map((payment) => [payment.description, payment.status])).toEqual([
      ['Renewal: Monthly for Bike', 'succeeded'],
      ['New plan: Monthly for Bike', 'succeeded'],
    ]);
    expect((await t.mailsTo(user.email)).map((mail) => mail.subject)).toContain(
      'Your Lodestar payment of $16.49 did not go through',
    );
  });

  it('after the retries of 3, 5 and 7 days fail, ends the plan and takes the device off the network', async () => {
    const { authHeader, user, device } = await planWithFailingCard();
    await advanceClock(t, 31 * DAY);
    for (const days of [3, 5, 7]) await advanceClock(t, days * DAY);
    expect(await currentSubscriptions(t, authHeader, device.deviceUUID)).toEqual([]);
    expect(await deviceRow(t, device.id)).toMatchObject({ subscriptionStatus: 'Inactive', esimStatus: 'Inactive' });
    const mails = await t.mailsTo(user.email);
    expect(mails.filter((mail) => mail.subject === 'Your Lodestar payment of $16.49 did not go through')).toHaveLength(3);
    const last = mails.filter((mail) => mail.subject.includes('the last payment failed'));
    expect(last.map((mail) => mail.subject)).toEqual([
      'Your Lodestar plan has ended and your tracker is offline: the last payment failed',
    ]);
    expect(last[0]!.textBody).toContain('This was the last attempt, so the plan has ended and your tracker is offline.');
  });

  it('retries on the schedule PAYMENT_RETRY_DAYS sets for the local provider', async () => {
    const quick = await createTestApp({ PAYMENT_RETRY_DAYS: '1,2' });
    try {
      await seedPlans(quick);
      const buyer = await createVerifiedUser(quick, { country: 'AU' });
      const device = await insertDevice(quick, buyer.user._id, { isTrialAvailed: true });
      await saveCard(quick, buyer.authHeader);
      const bought = await call(quick, buyer.authHeader, 'POST', '/api/v2/subscriptions/gps-monthly/subscribe', {
        deviceUUID: device.deviceUUID,
      });
      expect(bought.status).toBe(200);
      await saveCard(quick, buyer.authHeader, CARDS.chargeFails);
      const [live] = await currentSubscriptions(quick, buyer.authHeader, device.deviceUUID);
      // Just past the renewal: its one failed attempt, and the first retry a day later.
      const { now: start } = await advanceClock(quick, 1);
      const { now } = await advanceClock(quick, live!.current_period_end - start + 3600);
      const openInvoice = async () =>
        (await quick.app.payments.stripe.invoices.list({ subscription: live!.id, status: 'open' })).data[0]!;
      expect(await openInvoice()).toMatchObject({ attempt_count: 1 });
      expect((await openInvoice()).next_payment_attempt! - now).toBeLessThanOrEqual(DAY);
      await advanceClock(quick, DAY);
      expect(await openInvoice()).toMatchObject({ attempt_count: 2 });
      await advanceClock(quick, 2 * DAY);
      expect(await currentSubscriptions(quick, buyer.authHeader, device.deviceUUID)).toEqual([]);
    } finally {
      await quick.close();
    }
  });
});
