import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages, messages, scheduledPlanId, type Subscription } from '@lodestar/contract';
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
} from './helpers/billing.js';
import { deviceRow, insertDevice } from './helpers/devices.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
afterAll(() => t.close());

const withGst = (cents: number) => Math.round(cents * 1.1);

/** An AU buyer whose device used its trial already, with a visa saved and a plan bought (charged at once). */
async function subscribedBuyer(planId: string) {
  const buyer = await createVerifiedUser(t, { country: 'AU' });
  const device = await insertDevice(t, buyer.user._id, { isTrialAvailed: true });
  await saveCard(t, buyer.authHeader);
  const bought = await subscribe(t, buyer.authHeader, planId, { deviceUUID: device.deviceUUID });
  expect(bought.status).toBe(200);
  expect(bought.body.data).toMatchObject({ status: 'active', planId, planCycle: 1 });
  return { buyer, device, subscription: bought.body.data };
}

async function current(authorization: string, deviceUUID: string): Promise<Subscription> {
  const [only, ...others] = await currentSubscriptions(t, authorization, deviceUUID);
  expect(others).toEqual([]);
  return only!;
}

describe('changing the plan of a subscription', () => {
  it('charges an upgrade (by price per day) at once, exactly what the preview said, and switches the plan', async () => {
    // Quarterly is 3999 / 90 ≈ 44 cents a day, monthly 1499 / 30 ≈ 50: an upgrade although it costs less.
    const { buyer, device, subscription } = await subscribedBuyer('gps-quarterly');
    const { now } = await advanceClock(t, 75 * DAY);

    const preview = await previewChange(t, buyer.authHeader, 'gps-monthly', { deviceUUID: device.deviceUUID, oldSubscriptionId: subscription.id });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ success: true, isUpgrade: true, currency: 'aud', effectiveAt: now });
    // The unused rest of the quarter is credited against a whole month at the new price.
    const unusedQuarter = Math.round((3999 * (subscription.current_period_end - now)) / (subscription.current_period_end - subscription.current_period_start));
    expect(preview.body.subtotal).toBe(1499 - unusedQuarter);
    expect(preview.body.amountDue).toBe(preview.body.subtotal + preview.body.tax);
    expect(preview.body.amountDue).toBeGreaterThan(0);
    expect((await current(buyer.authHeader, device.deviceUUID)).planId).toBe('gps-quarterly');

    const changed = await subscribe(t, buyer.authHeader, 'gps-monthly', { deviceUUID: device.deviceUUID, oldSubscriptionId: subscription.id });
    expect(changed.status).toBe(200);
    // A new interval restarts the billing cycle at the change, as Stripe does.
    expect(changed.body.data).toMatchObject({ id: subscription.id, planId: 'gps-monthly', status: 'active', current_period_start: now, scheduleDetails: null });
    expect(changed.body.data.plan).toMatchObject({ amount: 1499, duration: 'monthly' });
    const [newest] = await chargedInvoices(t, subscription.id);
    expect(newest).toMatchObject({ amount_paid: preview.body.amountDue, billing_reason: 'subscription_update' });
    expect(await current(buyer.authHeader, device.deviceUUID)).toMatchObject({ planId: 'gps-monthly', planCycle: 2 });
    expect(await deviceRow(t, device.id)).toMatchObject({ subscriptionStatus: 'Active', esimStatus: 'Active' });
  });

  it('keeps the old plan when the card cannot pay the upgrade, and makes the change once a card pays', async () => {
    const { buyer, device, subscription } = await subscribedBuyer('gps-quarterly');
    await advanceClock(t, 75 * DAY);
    await saveCard(t, buyer.authHeader, CARDS.chargeFails);
    const upgrade = () => subscribe(t, buyer.authHeader, 'gps-monthly', { deviceUUID: device.deviceUUID, oldSubscriptionId: subscription.id });

    const refused = await upgrade();
    expect(refused).toMatchObject({ status: 400, body: { message: billingMessages.upgradeDeclined } });
    const after = await current(buyer.authHeader, device.deviceUUID);
    expect(after).toMatchObject({ planId: 'gps-quarterly', status: 'active', planCycle: 1, current_period_start: subscription.current_period_start });
    expect(after.plan.amount).toBe(3999);
    expect(await chargedInvoices(t, subscription.id)).toHaveLength(1);
    expect(await deviceRow(t, device.id)).toMatchObject({ subscriptionStatus: 'Active', esimStatus: 'Active' });

    // A minute later, with a card that pays (a retry in the same millisecond as the last sync would repeat the
    // declined request's idempotency key).
    await saveCard(t, buyer.authHeader);
    t.clock.advance(60_000);
    const retried = await upgrade();
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ planId: 'gps-monthly', status: 'active' });
    expect(await chargedInvoices(t, subscription.id)).toHaveLength(2);
    expect((await t.app.payments.stripe.subscriptions.retrieve(subscription.id)).pending_update).toBeNull();
    // The declined invoice is voided, not left open to be paid as well.
    expect((await t.app.payments.stripe.invoices.list({ subscription: subscription.id, status: 'open' })).data).toEqual([]);
  });

  it('lets a declined upgrade lapse after a day without switching the plan', async () => {
    const { buyer, device, subscription } = await subscribedBuyer('gps-quarterly');
    await advanceClock(t, 75 * DAY);
    await saveCard(t, buyer.authHeader, CARDS.chargeFails);
    const refused = await subscribe(t, buyer.authHeader, 'gps-monthly', { deviceUUID: device.deviceUUID, oldSubscriptionId: subscription.id });
    expect(refused.status).toBe(400);
    expect((await t.app.payments.stripe.subscriptions.retrieve(subscription.id)).pending_update).not.toBeNull();

    await advanceClock(t, DAY);
    const provider = await t.app.payments.stripe.subscriptions.retrieve(subscription.id);
    expect(provider.pending_update).toBeNull();
    expect(provider.items.data[0]!.price.lookup_key).toBe('gps-quarterly_aud');
    expect(await current(buyer.authHeader, device.deviceUUID)).toMatchObject({ planId: 'gps-quarterly', status: 'active' });
    expect(await chargedInvoices(t, subscription.id)).toHaveLength(1);
  });

  it('schedules a downgrade for the end of the period, then bills the new price from there', async () => {
    // Yearly is ≈ 37 cents a day: a downgrade from quarterly although it costs more.
    const { buyer, device, subscription } = await subscribedBuyer('gps-quarterly');
    const preview = await previewChange(t, buyer.authHeader, 'gps-yearly', { deviceUUID: device.deviceUUID, oldSubscriptionId: subscription.id });
    expect(preview.body).toMatchObject({ isUpgrade: false, amountDue: 0, effectiveAt: subscription.current_period_end });

    const scheduled = await subscribe(t, buyer.authHeader, 'gps-yearly', { deviceUUID: device.deviceUUID, oldSubscriptionId: subscription.id });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.data).toMatchObject({ planId: 'gps-quarterly', status: 'active' });
    const phases = scheduled.body.data.scheduleDetails!.phases;
    expect(phases).toHaveLength(2);
    expect(phases[0]).toMatchObject({ metadata: { state: 'current', planId: 'gps-quarterly' }, end_date: subscription.current_period_end });
    expect(phases[1]).toMatchObject({ metadata: { state: 'downgrade', planId: 'gps-yearly' }, start_date: subscription.current_period_end });
    expect(scheduledPlanId(scheduled.body.data)).toBe('gps-yearly');
    expect(scheduled.body.data.sourceData.schedule).toMatch(/^sub_sched_/);
    expect(await chargedInvoices(t, subscription.id)).toHaveLength(1);

    // While it is scheduled: no second change, no pause, no cancellation.
    const again = await subscribe(t, buyer.authHeader, 'gps-bi-yearly', { deviceUUID: device.deviceUUID, oldSubscriptionId: subscription.id });
    expect(again).toMatchObject({ status: 409, body: { message: billingMessages.changeAlreadyScheduled } });
    const pause = await subscriptionAction(t, buyer.authHeader, subscription.id, 'pause', { resumeDate: subscription.current_period_end });
    expect(pause).toMatchObject({ status: 409, body: { message: billingMessages.pauseNotNow } });

    // The clock stood still since the purchase, so the period's start is now.
    await advanceClock(t, subscription.current_period_end - subscription.current_period_start + DAY);
    const after = await current(buyer.authHeader, device.deviceUUID);
    expect(after).toMatchObject({ planId: 'gps-yearly', status: 'active', scheduleDetails: null, current_period_start: subscription.current_period_end });
    expect(after.sourceData.schedule).toBeNull();
    expect(after.plan).toMatchObject({ amount: 13499, duration: 'yearly' });
    const [renewal] = await chargedInvoices(t, subscription.id);
    expect(renewal).toMatchObject({ subtotal: 13499, total: withGst(13499), amount_paid: withGst(13499), created: subscription.current_period_end });
    expect(await deviceRow(t, device.id)).toMatchObject({ subscriptionStatus: 'Active', esimStatus: 'Active' });
  });

  it('starts the new plan straight away during a trial, ending the trial with a charge', async () => {
    const buyer = await createVerifiedUser(t, { country: 'AU' });
    const device = await insertDevice(t, buyer.user._id);
    await saveCard(t, buyer.authHeader);
    const trial = await subscribe(t, buyer.authHeader, 'gps-yearly', { deviceUUID: device.deviceUUID, isTermsAccepted: true });
    expect(trial.body.data).toMatchObject({ status: 'trialing', planCycle: 0 });
    expect(await deviceRow(t, device.id)).toMatchObject({ subscriptionStatus: 'Active', esimStatus: 'Active', isTrialAvailed: true });
    const { now } = await advanceClock(t, 3 * DAY);

    const preview = await previewChange(t, buyer.authHeader, 'gps-quarterly', { deviceUUID: device.deviceUUID, oldSubscriptionId: trial.body.data.id });
    expect(preview.body).toMatchObject({ isUpgrade: true, subtotal: 3999, amountDue: withGst(3999), effectiveAt: now });

    const changed = await subscribe(t, buyer.authHeader, 'gps-quarterly', { deviceUUID: device.deviceUUID, oldSubscriptionId: trial.body.data.id });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ planId: 'gps-quarterly', status: 'active', planCycle: 1, current_period_start: now, sourceData: { trial_end: now } });
    expect(changed.body.data.statusLabel).toMatch(/^Renews /);
    const [charged] = await chargedInvoices(t, trial.body.data.id);
    expect(charged).toMatchObject({ subtotal: 3999, amount_paid: withGst(3999) });
    expect(await deviceRow(t, device.id)).toMatchObject({ subscriptionStatus: 'Active', esimStatus: 'Active' });
  });

  it('refuses a change during a trial that is set to cancel', async () => {
    const buyer = await createVerifiedUser(t, { country: 'AU' });
    const device = await insertDevice(t, buyer.user._id);
    await saveCard(t, buyer.authHeader);
    const trial = await subscribe(t, buyer.authHeader, 'gps-yearly', { deviceUUID: device.deviceUUID, isTermsAccepted: true });
    expect((await subscriptionAction(t, buyer.authHeader, trial.body.data.id, 'cancel')).status).toBe(200);

    const change = await subscribe(t, buyer.authHeader, 'gps-quarterly', { deviceUUID: device.deviceUUID, oldSubscriptionId: trial.body.data.id });
    expect(change).toMatchObject({ status: 409, body: { message: billingMessages.changeNotNow } });
    expect(await current(buyer.authHeader, device.deviceUUID)).toMatchObject({ planId: 'gps-yearly', status: 'trialing', sourceData: { cancel_at_period_end: true } });
    expect(await chargedInvoices(t, trial.body.data.id)).toEqual([]);
  });

  it('refuses changes that are not allowed, and plans or subscriptions that are not there', async () => {
    const { buyer, device, subscription } = await subscribedBuyer('gps-quarterly');
    const change = (planId: string, oldSubscriptionId = subscription.id, deviceUUID = device.deviceUUID, authorization = buyer.authHeader) =>
      subscribe(t, authorization, planId, { deviceUUID, oldSubscriptionId });

    expect(await change('gps-quarterly')).toMatchObject({ status: 409, body: { message: billingMessages.samePlan } });
    expect(await change('no-such-plan')).toMatchObject({ status: 404, body: { message: billingMessages.planNotFound } });

    // Plans are for GPS trackers only (the catalogue has no plan of another device type).
    const card = await insertDevice(t, buyer.user._id, { deviceType: 'shield_card' });
    expect(await change('gps-monthly', subscription.id, card.deviceUUID)).toMatchObject({ status: 403, body: { message: messages.permissionDenied } });

    // The buyer's subscription of another device.
    const second = await insertDevice(t, buyer.user._id, { isTrialAvailed: true });
    const other = await subscribe(t, buyer.authHeader, 'gps-quarterly', { deviceUUID: second.deviceUUID });
    expect(other.status).toBe(200);
    expect(await change('gps-monthly', other.body.data.id)).toMatchObject({ status: 409, body: { message: billingMessages.notThisSubscription } });

    // Another user's subscription.
    const stranger = await subscribedBuyer('gps-quarterly');
    expect(await change('gps-monthly', stranger.subscription.id)).toMatchObject({ status: 404, body: { message: billingMessages.subscriptionNotFound } });

    // Paused, then set to cancel: no change until resumed.
    expect((await subscriptionAction(t, buyer.authHeader, subscription.id, 'pause', { resumeDate: subscription.current_period_end })).status).toBe(200);
    expect(await change('gps-monthly')).toMatchObject({ status: 409, body: { message: billingMessages.changeNotNow } });
    expect((await subscriptionAction(t, buyer.authHeader, subscription.id, 'resume')).status).toBe(200);
    expect((await subscriptionAction(t, buyer.authHeader, subscription.id, 'cancel')).status).toBe(200);
    expect(await change('gps-monthly')).toMatchObject({ status: 409, body: { message: billingMessages.changeNotNow } });
    const preview = await previewChange(t, buyer.authHeader, 'gps-monthly', { deviceUUID: device.deviceUUID, oldSubscriptionId: subscription.id });
    expect(preview).toMatchObject({ status: 409, body: { message: billingMessages.changeNotNow } });

    const unchanged = await current(buyer.authHeader, device.deviceUUID);
    expect(unchanged).toMatchObject({ planId: 'gps-quarterly', scheduleDetails: null });
    expect(await chargedInvoices(t, subscription.id)).toHaveLength(1);
  });
});
