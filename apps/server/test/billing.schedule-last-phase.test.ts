import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledPlanId, subscriptionActions, type Subscription } from '@lodestar/contract';
import { createVerifiedUser } from './helpers/accounts.js';
import {
  advanceClock,
  CARDS,
  chargedInvoices,
  currentSubscriptions,
  DAY,
  previewChange,
  saveCard,
  seedPlans,
  subscribe,
  subscriptionAction,
  userSubscriptions,
} from './helpers/billing.js';
import { deviceRow, insertDevice } from './helpers/devices.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
afterAll(() => t.close());

const stripe = () => t.app.payments.stripe;

async function current(authorization: string, deviceUUID: string): Promise<Subscription> {
  const [only, ...others] = await currentSubscriptions(t, authorization, deviceUUID);
  expect(others).toEqual([]);
  return only!;
}

/**
 * Each test moves the provider's clock through two years (some through a third too), which runs every renewal due in
 * the file: a few seconds each.
 *
 * An AU buyer whose bi-yearly plan was downgraded to yearly (a lower amount) and whose two years have ended: the
 * schedule is in its last phase, the yearly one, which Stripe keeps attached for the whole year.
 */
async function inLastPhase() {
  const buyer = await createVerifiedUser(t, { country: 'AU' });
  const device = await insertDevice(t, buyer.user._id, { isTrialAvailed: true });
  // The file moves the provider's clock by years: a card that far from expiring.
  await saveCard(t, buyer.authHeader, CARDS.visa, { month: 12, year: new Date().getUTCFullYear() + 30 });
  const bought = await subscribe(t, buyer.authHeader, 'gps-bi-yearly', { deviceUUID: device.deviceUUID });
  expect(bought.status).toBe(200);
  const subscription = bought.body.data;
  const scheduled = await subscribe(t, buyer.authHeader, 'gps-yearly', {
    deviceUUID: device.deviceUUID,
    oldSubscriptionId: subscription.id,
  });
  expect(scheduledPlanId(scheduled.body.data)).toBe('gps-yearly');
  const scheduleId = scheduled.body.data.sourceData.schedule!;

  const { now } = await advanceClock(t, subscription.current_period_end - subscription.current_period_start + DAY);
  const lastPhase = (await stripe().subscriptionSchedules.retrieve(scheduleId)).current_phase!;
  expect(lastPhase.start_date).toBe(subscription.current_period_end);
  expect(now).toBeGreaterThan(lastPhase.start_date);
  return { buyer, device, subscription, scheduleId, lastPhase };
}

describe('a downgrade schedule in its last phase', () => {
  it('stays attached at the provider until the phase ends, while the plan reads as one without a schedule', async () => {
    const { buyer, device, subscription, scheduleId, lastPhase } = await inLastPhase();
    expect(await stripe().subscriptionSchedules.retrieve(scheduleId)).toMatchObject({
      status: 'active',
      subscription: subscription.id,
    });
    expect((await stripe().subscriptions.retrieve(subscription.id)).schedule).toBe(scheduleId);

    const plan = await current(buyer.authHeader, device.deviceUUID);
    expect(plan).toMatchObject({
      planId: 'gps-yearly',
      status: 'active',
      scheduleDetails: null,
      sourceData: { schedule: null },
      current_period_end: lastPhase.end_date,
    });
    expect(plan.statusLabel).toMatch(/^Renews /);
    expect(scheduledPlanId(plan)).toBeNull();
    expect(subscriptionActions(plan)).toEqual({ pause: true, resume: false, cancel: true, undoScheduledChange: false });

    // The phase's end releases it, and the yearly plan renews on its own.
    await advanceClock(t, lastPhase.end_date - lastPhase.start_date);
    expect(await stripe().subscriptionSchedules.retrieve(scheduleId)).toMatchObject({
      status: 'released',
      released_at: lastPhase.end_date,
      released_subscription: subscription.id,
    });
    expect(await current(buyer.authHeader, device.deviceUUID)).toMatchObject({
      planId: 'gps-yearly',
      status: 'active',
      current_period_start: lastPhase.end_date,
      planCycle: 3,
    });
    const [renewal] = await chargedInvoices(t, subscription.id);
    expect(renewal).toMatchObject({
      subtotal: 13499,
      created: lastPhase.end_date,
      billing_reason: 'subscription_cycle',
    });
    expect(await deviceRow(t, device.id)).toMatchObject({ subscriptionStatus: 'Active', esimStatus: 'Active' });
  });

  it('pauses (releasing the schedule first) and resumes', async () => {
    const { buyer, device, subscription, scheduleId, lastPhase } = await inLastPhase();
    const paused = await subscriptionAction(t, buyer.authHeader, subscription.id, 'pause', {
      resumeDate: lastPhase.end_date + 30 * DAY,
    });
    expect(paused.status).toBe(200);
    expect((await stripe().subscriptionSchedules.retrieve(scheduleId)).status).toBe('released');
    const pausedPlan = await current(buyer.authHeader, device.deviceUUID);
    expect(pausedPlan).toMatchObject({ status: 'pause', planId: 'gps-yearly', sourceData: { schedule: null } });
    expect(subscriptionActions(pausedPlan)).toEqual({
      pause: false,
      resume: true,
      cancel: true,
      undoScheduledChange: false,
    });

    expect((await subscriptionAction(t, buyer.authHeader, subscription.id, 'resume')).status).toBe(200);
    expect(await current(buyer.authHeader, device.deviceUUID)).toMatchObject({
      status: 'active',
      planId: 'gps-yearly',
      sourceData: { pause_collection: null },
    });
    expect(await chargedInvoices(t, subscription.id)).toHaveLength(2);
  });

  it('cancels at the end of the period, charging nothing more', async () => {
    const { buyer, device, subscription, scheduleId, lastPhase } = await inLastPhase();
    expect((await subscriptionAction(t, buyer.authHeader, subscription.id, 'cancel')).status).toBe(200);
    expect((await stripe().subscriptionSchedules.retrieve(scheduleId)).status).toBe('released');
    const canceling = await current(buyer.authHeader, device.deviceUUID);
    expect(canceling).toMatchObject({
      planId: 'gps-yearly',
      sourceData: { cancel_at_period_end: true, schedule: null },
    });
    expect(subscriptionActions(canceling)).toEqual({
      pause: false,
      resume: true,
      cancel: false,
      undoScheduledChange: false,
    });

    await advanceClock(t, lastPhase.end_date - lastPhase.start_date);
    const [ended] = await userSubscriptions(t, buyer.authHeader);
    expect(ended).toMatchObject({ id: subscription.id, status: 'canceled', planId: 'gps-yearly' });
    expect(await chargedInvoices(t, subscription.id)).toHaveLength(2);
    expect(await deviceRow(t, device.id)).toMatchObject({ subscriptionStatus: 'Inactive', esimStatus: 'Inactive' });
  });

  it('changes the plan late in the phase: an upgrade is charged at once as previewed', async () => {
    const { buyer, device, subscription, scheduleId, lastPhase } = await inLastPhase();
    // Bi-yearly's amount is higher than yearly's: an upgrade, charged at once (its two years, less the 65 days of the
    // year left).
    await advanceClock(t, 300 * DAY);
    expect((await stripe().subscriptionSchedules.retrieve(scheduleId)).current_phase).toEqual(lastPhase);
    const change = { deviceUUID: device.deviceUUID, oldSubscriptionId: subscription.id };
    const preview = await previewChange(t, buyer.authHeader, 'gps-bi-yearly', change);
    expect(preview.body).toMatchObject({ success: true, isUpgrade: true });
    expect(preview.body.amountDue).toBeGreaterThan(0);

    const upgraded = await subscribe(t, buyer.authHeader, 'gps-bi-yearly', change);
    expect(upgraded.status).toBe(200);
    expect(upgraded.body.data).toMatchObject({
      planId: 'gps-bi-yearly',
      status: 'active',
      scheduleDetails: null,
      sourceData: { schedule: null },
    });
    expect((await stripe().subscriptionSchedules.retrieve(scheduleId)).status).toBe('released');
    const [charged] = await chargedInvoices(t, subscription.id);
    expect(charged).toMatchObject({ billing_reason: 'subscription_update', amount_paid: preview.body.amountDue });
  });

  it('changes the plan: a new downgrade gets a schedule of its own', async () => {
    const { buyer, device, subscription, scheduleId, lastPhase } = await inLastPhase();
    // Quarterly's amount is lower than yearly's: a downgrade.
    const downgraded = await subscribe(t, buyer.authHeader, 'gps-quarterly', {
      deviceUUID: device.deviceUUID,
      oldSubscriptionId: subscription.id,
    });
    expect(downgraded.status).toBe(200);
    expect(downgraded.body.data).toMatchObject({ planId: 'gps-yearly' });
    expect(scheduledPlanId(downgraded.body.data)).toBe('gps-quarterly');
    expect(downgraded.body.data.sourceData.schedule).toMatch(/^sub_sched_/);
    expect(downgraded.body.data.sourceData.schedule).not.toBe(scheduleId);
    expect(downgraded.body.data.scheduleDetails!.phases[1]).toMatchObject({
      start_date: lastPhase.end_date,
      metadata: { state: 'downgrade', planId: 'gps-quarterly' },
    });
    expect(subscriptionActions(downgraded.body.data)).toEqual({
      pause: false,
      resume: false,
      cancel: true,
      undoScheduledChange: true,
    });
    expect(await chargedInvoices(t, subscription.id)).toHaveLength(2);
  });
});
