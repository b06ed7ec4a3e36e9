import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages, subscriptionActions, type Subscription } from '@lodestar/contract';
import { createVerifiedUser } from './helpers/accounts.js';
import {
  advanceClock,
  buyerWithPlan,
  chargedInvoices,
  currentSubscriptions,
  DAY,
  seedPlans,
  subscribe,
  subscriptionAction,
  userSubscriptions,
} from './helpers/billing.js';
import { call, deviceRow, shareDevice } from './helpers/devices.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
afterAll(() => t.close());

/** A day as the server writes it for a profile without a time zone. */
const day = (seconds: number) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(seconds * 1000),
  );

async function current(authorization: string, deviceUUID: string): Promise<Subscription> {
  const [only, ...others] = await currentSubscriptions(t, authorization, deviceUUID);
  expect(others).toEqual([]);
  return only!;
}

const undoScheduledChange = (authorization: string, id: string) =>
  call<{ message: string }>(t, authorization, 'DELETE', `/api/v2/subscriptions/${id}/scheduled-change`);

/** A quarterly plan with a change to Monthly (a lower amount) scheduled for the end of its period. */
async function withScheduledChange() {
  const bought = await buyerWithPlan(t, 'gps-quarterly');
  const { buyer, device, subscription } = bought;
  const scheduled = await subscribe(t, buyer.authHeader, 'gps-monthly', {
    deviceUUID: device.deviceUUID,
    oldSubscriptionId: subscription.id,
  });
  expect(scheduled.status).toBe(200);
  return bought;
}

describe('a scheduled change', () => {
  it('reads "Changes to {plan} on {date}" and is undone on its own: the plan renews unchanged', async () => {
    const { buyer, device, subscription } = await withScheduledChange();
    const end = subscription.current_period_end;
    const scheduled = await current(buyer.authHeader, device.deviceUUID);
    expect(scheduled).toMatchObject({
      planId: 'gps-quarterly',
      statusLabel: `Changes to Monthly on ${day(end)}`,
      scheduledChange: { planId: 'gps-monthly', planName: 'Monthly', startsAt: end },
    });
    expect(subscriptionActions(scheduled)).toEqual({
      pause: false,
      resume: false,
      cancel: true,
      undoScheduledChange: true,
    });

    const undone = await undoScheduledChange(buyer.authHeader, subscription.id);
    expect(undone).toMatchObject({ status: 200, body: { message: billingMessages.scheduledChangeUndone } });
    const schedule = await t.app.payments.stripe.subscriptionSchedules.retrieve(scheduled.sourceData.schedule!);
    expect(schedule.status).toBe('released');
    const kept = await current(buyer.authHeader, device.deviceUUID);
    expect(kept).toMatchObject({
      statusLabel: `Renews ${day(end)}`,
      scheduledChange: null,
      scheduleDetails: null,
      sourceData: { schedule: null },
    });
    expect(subscriptionActions(kept)).toMatchObject({ pause: true, undoScheduledChange: false });
    expect(await undoScheduledChange(buyer.authHeader, subscription.id)).toMatchObject({
      status: 409,
      body: { message: billingMessages.noScheduledChange },
    });

    await advanceClock(t, end - subscription.current_period_start + DAY);
    expect(await current(buyer.authHeader, device.deviceUUID)).toMatchObject({
      planId: 'gps-quarterly',
      current_period_start: end,
    });
    const [renewal] = await chargedInvoices(t, subscription.id);
    expect(renewal).toMatchObject({ subtotal: 3999, created: end, billing_reason: 'subscription_cycle' });
  });

  it("refuses the undoing to anyone but the plan's payer, a person the tracker is shared with too", async () => {
    const { buyer, device, subscription } = await withScheduledChange();
    const stranger = await createVerifiedUser(t, { country: 'AU' });
    const sharedWith = await createVerifiedUser(t, { country: 'AU' });
    await shareDevice(t, device.id, sharedWith.user);
    for (const other of [stranger, sharedWith])
      expect(await undoScheduledChange(other.authHeader, subscription.id)).toMatchObject({
        status: 404,
        body: { message: billingMessages.subscriptionNotFound },
      });
    expect(await current(buyer.authHeader, device.deviceUUID)).toMatchObject({
      scheduledChange: { planId: 'gps-monthly' },
    });
  });

  it('is dropped by a cancellation, which then ends the plan at the end of the period', async () => {
    const { buyer, device, subscription } = await withScheduledChange();
    expect((await subscriptionAction(t, buyer.authHeader, subscription.id, 'cancel')).status).toBe(200);
    expect(await current(buyer.authHeader, device.deviceUUID)).toMatchObject({
      statusLabel: `Cancels ${day(subscription.current_period_end)}`,
      scheduledChange: null,
    });
  });
});

describe('a paused plan', () => {
  /** A monthly plan paused from the end of its period for 20 days (no fee). */
  async function paused() {
    const bought = await buyerWithPlan(t, 'gps-monthly');
    const resumesAt = bought.subscription.current_period_end + 20 * DAY;
    const pause = await subscriptionAction(t, bought.buyer.authHeader, bought.subscription.id, 'pause', {
      resumeDate: resumesAt,
    });
    expect(pause.status).toBe(200);
    return { ...bought, resumesAt };
  }

  it('in its paid period is canceled without a resume: no longer paused, it ends with that period', async () => {
    const { buyer, device, subscription } = await paused();
    const end = subscription.current_period_end;
    expect(await subscriptionAction(t, buyer.authHeader, subscription.id, 'cancel')).toMatchObject({
      status: 200,
      body: { message: billingMessages.canceled },
    });
    const canceling = await current(buyer.authHeader, device.deviceUUID);
    expect(canceling).toMatchObject({
      status: 'active',
      statusLabel: `Cancels ${day(end)}`,
      sourceData: { cancel_at_period_end: true, pause_collection: null },
    });
    expect(await deviceRow(t, device.id)).toMatchObject({ subscriptionStatus: 'Active', esimStatus: 'Active' });

    await advanceClock(t, end - subscription.current_period_start + DAY);
    const [ended] = await userSubscriptions(t, buyer.authHeader);
    expect(ended).toMatchObject({ id: subscription.id, status: 'canceled', statusLabel: `Ended ${day(end)}` });
    expect(await chargedInvoices(t, subscription.id)).toHaveLength(1);
  });

  it('once its pause has begun is canceled at once, and nothing more is charged', async () => {
    const { buyer, device, subscription, resumesAt } = await paused();
    const end = subscription.current_period_end;
    const { now } = await advanceClock(t, end - subscription.current_period_start + DAY);
    const suspended = await current(buyer.authHeader, device.deviceUUID);
    expect(suspended).toMatchObject({
      status: 'pause',
      statusLabel: `Paused until ${day(resumesAt)}`,
      paidThrough: end,
    });
    expect(subscriptionActions(suspended)).toMatchObject({ resume: true, cancel: true });

    expect((await subscriptionAction(t, buyer.authHeader, subscription.id, 'cancel')).status).toBe(200);
    expect(await currentSubscriptions(t, buyer.authHeader, device.deviceUUID)).toEqual([]);
    const [ended] = await userSubscriptions(t, buyer.authHeader);
    expect(ended).toMatchObject({ id: subscription.id, status: 'canceled', statusLabel: `Ended ${day(now)}` });
    expect(await deviceRow(t, device.id)).toMatchObject({ subscriptionStatus: 'Inactive', esimStatus: 'Inactive' });
    await advanceClock(t, resumesAt - now + 40 * DAY);
    expect(await chargedInvoices(t, subscription.id)).toHaveLength(1);
  });
});
