import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages, messages, subscriptionActions, type Subscription } from '@lodestar/contract';
import { createVerifiedUser } from './helpers/accounts.js';
import {
  advanceClock,
  chargedInvoices,
  currentSubscriptions,
  DAY,
  saveCard,
  seedPlans,
  subscribe,
  subscriptionAction,
  userSubscriptions,
} from './helpers/billing.js';
import { call, deviceRow, insertDevice } from './helpers/devices.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
afterAll(() => t.close());

const day = (seconds: number) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(seconds * 1000));

/** An AU buyer with a visa saved and a plan on a new device: a trial when `trial`, else charged at once. */
async function subscribedBuyer(planId: string, { trial = false } = {}) {
  const buyer = await createVerifiedUser(t, { country: 'AU' });
  const device = await insertDevice(t, buyer.user._id, { isTrialAvailed: !trial });
  await saveCard(t, buyer.authHeader);
  const bought = await subscribe(t, buyer.authHeader, planId, { deviceUUID: device.deviceUUID, isTermsAccepted: true });
  expect(bought.status).toBe(200);
  expect(bought.body.data.status).toBe(trial ? 'trialing' : 'active');
  return { buyer, device, subscription: bought.body.data };
}

async function current(authorization: string, deviceUUID: string): Promise<Subscription> {
  const [only, ...others] = await currentSubscriptions(t, authorization, deviceUUID);
  expect(others).toEqual([]);
  return only!;
}

const devicePlanState = async (id: string) => {
  const row = await deviceRow(t, id);
  return { subscriptionStatus: row!.subscriptionStatus, esimStatus: row!.esimStatus };
};
const covered = { subscriptionStatus: 'Active', esimStatus: 'Active' };

describe('pausing a subscription', () => {
  it('refuses a resume date before the end of the period or over a year after it', async () => {
    const { buyer, subscription } = await subscribedBuyer('gps-monthly');
    const pause = (resumeDate: string | number) => subscriptionAction(t, buyer.authHeader, subscription.id, 'pause', { resumeDate });
    const end = subscription.current_period_end;

    expect(await pause(end - DAY)).toMatchObject({ status: 400, body: { message: billingMessages.invalidDate } });
    expect(await pause(new Date((end - DAY) * 1000).toISOString())).toMatchObject({ status: 400, body: { message: billingMessages.invalidDate } });
    expect(await pause('next tuesday')).toMatchObject({ status: 400, body: { message: billingMessages.invalidDate } });
    expect(await pause(end + 366 * DAY)).toMatchObject({ status: 400, body: { message: billingMessages.resumeDateTooLate } });
    expect(await current(buyer.authHeader, subscription.deviceUUID)).toMatchObject({ status: 'active', sourceData: { pause_collection: null } });
  });

  it('charges nothing while paused, and renews with a charge again after the resume date', async () => {
    const { buyer, device, subscription } = await subscribedBuyer('gps-monthly');
    const end = subscription.current_period_end;
    const pause = (resumeDate: string | number) => subscriptionAction(t, buyer.authHeader, subscription.id, 'pause', { resumeDate });

    // Paused and resumed before the date: as it was.
    expect(await pause(end)).toMatchObject({ status: 200, body: { message: billingMessages.paused } });
    expect(await current(buyer.authHeader, device.deviceUUID)).toMatchObject({ status: 'pause', sourceData: { pause_collection: { behavior: 'void', resumes_at: end } } });
    expect(await subscriptionAction(t, buyer.authHeader, subscription.id, 'resume')).toMatchObject({ status: 200, body: { message: billingMessages.resumed } });
    const resumed = await current(buyer.authHeader, device.deviceUUID);
    expect(resumed).toMatchObject({ status: 'active', statusLabel: `Renews ${day(end)}`, sourceData: { pause_collection: null } });
    expect(await devicePlanState(device.id)).toEqual(covered);

    // Paused for less than the plan's 30 days of pause deduction.
    const resumesAt = end + 20 * DAY;
    expect((await pause(new Date(resumesAt * 1000).toISOString())).status).toBe(200);
    const paused = await current(buyer.authHeader, device.deviceUUID);
    expect(paused).toMatchObject({
      status: 'pause',
      statusLabel: `Active until ${day(end)}, then paused until ${day(resumesAt)}`,
      sourceData: { status: 'active', pause_collection: { resumes_at: resumesAt } },
    });
    expect(subscriptionActions(paused)).toEqual({ pause: false, resume: true, cancel: true, undoScheduledChange: false });
    // The month paid for before the pause still covers the device.
    expect(await devicePlanState(device.id)).toEqual(covered);

    // The renewal during the pause is voided; the subscription stays paused and the line is suspended.
    await advanceClock(t, end - subscription.current_period_start + DAY);
    expect(await current(buyer.authHeader, device.deviceUUID)).toMatchObject({ status: 'pause', planCycle: 1, statusLabel: `Paused until ${day(resumesAt)}` });
    expect(await devicePlanState(device.id)).toEqual({ subscriptionStatus: 'Suspended', esimStatus: 'Inactive' });
    const removal = await call(t, buyer.authHeader, 'DELETE', `/api/devices/${device.id}`);
    expect(removal).toMatchObject({ status: 409, body: { message: messages.activeSubscriptionBlocksRemoval } });
    expect(await chargedInvoices(t, subscription.id)).toHaveLength(1);
    const voided = await t.app.payments.stripe.invoices.list({ subscription: subscription.id, status: 'void' });
    expect(voided.data.map((invoice) => invoice.created)).toContain(end);

    // Past the resume date it is active again, and the next renewal is charged.
    await advanceClock(t, resumesAt - end);
    const active = await current(buyer.authHeader, device.deviceUUID);
    expect(active).toMatchObject({ status: 'active', sourceData: { pause_collection: null } });
    expect(active.current_period_end).toBeGreaterThan(resumesAt);
    expect(await chargedInvoices(t, subscription.id)).toHaveLength(1);
    expect(await devicePlanState(device.id)).toEqual(covered);

    await advanceClock(t, active.current_period_end - resumesAt + DAY);
    const [renewal, ...earlier] = await chargedInvoices(t, subscription.id);
    expect(earlier).toHaveLength(1);
    expect(renewal).toMatchObject({ created: active.current_period_end, subtotal: 1499, amount_paid: 1649, billing_reason: 'subscription_cycle' });
    expect(await current(buyer.authHeader, device.deviceUUID)).toMatchObject({ status: 'active', planCycle: 2 });
  });

  it('refuses a pause during a trial, a second pause, and a resume of a plan that is not paused', async () => {
    const trial = await subscribedBuyer('gps-yearly', { trial: true });
    const trialPause = await subscriptionAction(t, trial.buyer.authHeader, trial.subscription.id, 'pause', { resumeDate: trial.subscription.current_period_end });
    expect(trialPause).toMatchObject({ status: 409, body: { message: billingMessages.pauseNotNow } });
    expect(await current(trial.buyer.authHeader, trial.device.deviceUUID)).toMatchObject({ status: 'trialing', sourceData: { pause_collection: null } });
    expect(await devicePlanState(trial.device.id)).toEqual(covered);

    const { buyer, subscription } = await subscribedBuyer('gps-monthly');
    const act = (action: 'pause' | 'resume' | 'cancel') =>
      subscriptionAction(t, buyer.authHeader, subscription.id, action, action === 'pause' ? { resumeDate: subscription.current_period_end } : {});
    expect(await act('resume')).toMatchObject({ status: 409, body: { message: billingMessages.resumeNotNow } });
    expect((await act('pause')).status).toBe(200);
    expect(await act('pause')).toMatchObject({ status: 409, body: { message: billingMessages.pauseNotNow } });
    expect(await current(buyer.authHeader, subscription.deviceUUID)).toMatchObject({
      status: 'pause',
      sourceData: { cancel_at_period_end: false, pause_collection: { resumes_at: subscription.current_period_end } },
    });
  });
});

describe('canceling a subscription', () => {
  it('cancels at the end of the period, can be taken back until then, and frees the device afterwards', async () => {
    const { buyer, device, subscription } = await subscribedBuyer('gps-monthly');
    const end = subscription.current_period_end;
    const act = (action: 'pause' | 'resume' | 'cancel') => subscriptionAction(t, buyer.authHeader, subscription.id, action, action === 'pause' ? { resumeDate: end } : {});
    const removeDevice = () => call<{ passcode?: string; message: string }>(t, buyer.authHeader, 'DELETE', `/api/devices/${device.id}`);

    expect(await removeDevice()).toMatchObject({ status: 409, body: { message: messages.activeSubscriptionBlocksRemoval } });
    expect(await act('cancel')).toMatchObject({ status: 200, body: { message: billingMessages.canceled } });
    const canceling = await current(buyer.authHeader, device.deviceUUID);
    expect(canceling).toMatchObject({ status: 'active', statusLabel: `Cancels ${day(end)}`, sourceData: { cancel_at_period_end: true } });
    expect(subscriptionActions(canceling)).toEqual({ pause: false, resume: true, cancel: false, undoScheduledChange: false });
    expect(await act('cancel')).toMatchObject({ status: 409, body: { message: billingMessages.cancelNotNow } });
    expect(await act('pause')).toMatchObject({ status: 409, body: { message: billingMessages.pauseNotNow } });
    expect(await devicePlanState(device.id)).toEqual(covered);
    expect(await removeDevice()).toMatchObject({ status: 409 });

    expect(await act('resume')).toMatchObject({ status: 200, body: { message: billingMessages.resumed } });
    expect(await current(buyer.authHeader, device.deviceUUID)).toMatchObject({ statusLabel: `Renews ${day(end)}`, sourceData: { cancel_at_period_end: false } });
    expect((await act('cancel')).status).toBe(200);

    await advanceClock(t, end - subscription.current_period_start + DAY);
    expect(await currentSubscriptions(t, buyer.authHeader, device.deviceUUID)).toEqual([]);
    const [ended, ...others] = await userSubscriptions(t, buyer.authHeader);
    expect(others).toEqual([]);
    expect(ended).toMatchObject({ id: subscription.id, status: 'canceled', statusLabel: `Ended ${day(end)}`, sourceData: { status: 'canceled' } });
    expect(subscriptionActions(ended!)).toEqual({ pause: false, resume: false, cancel: false, undoScheduledChange: false });
    expect(await chargedInvoices(t, subscription.id)).toHaveLength(1);
    expect(await devicePlanState(device.id)).toEqual({ subscriptionStatus: 'Inactive', esimStatus: 'Inactive' });
    expect(await act('resume')).toMatchObject({ status: 409 });

    const removed = await removeDevice();
    expect(removed.status).toBe(200);
    expect(removed.body.passcode).toMatch(/^\d+$/);
    expect((await deviceRow(t, device.id))!.userId).toBeNull();
  });

  it('cancels instead of a scheduled downgrade, charging nothing more', async () => {
    const { buyer, device, subscription } = await subscribedBuyer('gps-quarterly');
    const scheduled = await subscribe(t, buyer.authHeader, 'gps-monthly', { deviceUUID: device.deviceUUID, oldSubscriptionId: subscription.id });
    expect(scheduled.body.data.scheduleDetails).not.toBeNull();
    expect(subscriptionActions(scheduled.body.data)).toEqual({ pause: false, resume: false, cancel: true, undoScheduledChange: true });

    expect(await subscriptionAction(t, buyer.authHeader, subscription.id, 'cancel')).toMatchObject({ status: 200, body: { message: billingMessages.canceled } });
    const canceling = await current(buyer.authHeader, device.deviceUUID);
    expect(canceling).toMatchObject({ planId: 'gps-quarterly', scheduleDetails: null, sourceData: { cancel_at_period_end: true, schedule: null } });

    await advanceClock(t, subscription.current_period_end - subscription.current_period_start + DAY);
    const [ended] = await userSubscriptions(t, buyer.authHeader);
    expect(ended).toMatchObject({ status: 'canceled', planId: 'gps-quarterly' });
    expect(await chargedInvoices(t, subscription.id)).toHaveLength(1);
    expect(await devicePlanState(device.id)).toEqual({ subscriptionStatus: 'Inactive', esimStatus: 'Inactive' });
  });

  it('cancels a trial at its end without charging', async () => {
    const { buyer, device, subscription } = await subscribedBuyer('gps-yearly', { trial: true });
    expect((await subscriptionAction(t, buyer.authHeader, subscription.id, 'cancel')).status).toBe(200);
    const trialEnd = subscription.sourceData.trial_end!;
    expect(await current(buyer.authHeader, device.deviceUUID)).toMatchObject({ status: 'trialing', statusLabel: `Trial ends ${day(trialEnd)}, then cancels` });
    expect(await devicePlanState(device.id)).toEqual(covered);

    await advanceClock(t, trialEnd - subscription.current_period_start + DAY);
    const [ended] = await userSubscriptions(t, buyer.authHeader);
    expect(ended).toMatchObject({ status: 'canceled', planCycle: 0 });
    expect(await chargedInvoices(t, subscription.id)).toEqual([]);
    expect(await devicePlanState(device.id)).toEqual({ subscriptionStatus: 'Inactive', esimStatus: 'Inactive' });
  });

  it("answers 404 for another user's subscription and leaves it as it was", async () => {
    const { buyer, device, subscription } = await subscribedBuyer('gps-monthly');
    const stranger = await createVerifiedUser(t, { country: 'AU' });
    for (const [action, body] of [['pause', { resumeDate: subscription.current_period_end }], ['resume', {}], ['cancel', {}]] as const) {
      const answer = await subscriptionAction(t, stranger.authHeader, subscription.id, action, body);
      expect(answer).toMatchObject({ status: 404, body: { message: billingMessages.subscriptionNotFound } });
    }
    // Set to cancel by its owner, so a stranger's resume would have something to undo.
    expect((await subscriptionAction(t, buyer.authHeader, subscription.id, 'cancel')).status).toBe(200);
    expect((await subscriptionAction(t, stranger.authHeader, subscription.id, 'resume')).status).toBe(404);
    expect(await current(buyer.authHeader, device.deviceUUID)).toMatchObject({
      status: 'active',
      sourceData: { cancel_at_period_end: true, pause_collection: null },
    });
    expect(await devicePlanState(device.id)).toEqual(covered);
  });
});
