import type Stripe from 'stripe';
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
  subscribe,
  subscriptionAction,
} from './helpers/billing.js';
import { deviceRow, insertDevice } from './helpers/devices.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { readCatalogue, syncPlans } from '../src/modules/subscriptions/index.js';

/** A plan of this file only: Monthly's amounts every four weeks, to change to at the same amount. */
const FOUR_WEEKS = { planId: 'gps-four-weeks', name: 'Four Weeks', duration: 'days', frequencyDays: 28 } as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const catalogue = await readCatalogue();
  const monthly = catalogue.plans.find((plan) => plan.planId === 'gps-monthly')!;
  await syncPlans(t.app.payments.stripe, { ...catalogue, plans: [...catalogue.plans, { ...monthly, ...FOUR_WEEKS, freeTrialDays: 0 }] });
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
  it('charges an upgrade (a higher amount: Monthly to Yearly) at once, prorated, exactly what the preview said', async () => {
    const { buyer, device, subscription } = await subscribedBuyer('gps-monthly');
    const { now } = await advanceClock(t, 10 * DAY);

    const preview = await previewChange(t, buyer.authHeader, 'gps-yearly', { deviceUUID: device.deviceUUID, oldSubscriptionId: subscription.id });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ success: true, isUpgrade: true, currency: 'aud', effectiveAt: now, creditUsed: 0, creditLeft: 0 });
    // A new interval restarts the billing cycle at the change: a whole year, less the unused rest of the month.
    const unusedMonth = Math.round((1499 * (subscription.current_period_end - now)) / (subscription.current_period_end - subscription.current_period_start));
    expect(preview.body.subtotal).toBe(13499 - unusedMonth);
    expect(preview.body.amountDue).toBe(preview.body.subtotal + preview.body.tax);
    expect(preview.body.total).toBe(preview.body.amountDue);
    expect((await current(buyer.authHeader, device.deviceUUID)).planId).toBe('gps-monthly');

    const changed = await subscribe(t, buyer.authHeader, 'gps-yearly', { deviceUUID: device.deviceUUID, oldSubscriptionId: subscription.id });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id: subscription.id, planId: 'gps-yearly', status: 'active', current_period_start: now, scheduleDetails: null });
    expect(changed.body.data.plan).toMatchObject({ amount: 13499, duration: 'yearly' });
    const [newest] = await chargedInvoices(t, subscription.id);
    expect(newest).toMatchObject({ amount_paid: preview.body.amountDue, billing_reason: 'subscription_update' });
    expect(await current(buyer.authHeader, device.deviceUUID)).toMatchObject({ planId: 'gps-yearly', planCycle: 2 });
    expect(await deviceRow(t, device.id)).toMatchObject({ subscriptionStatus: 'Active', esimStatus: 'Active' });
  });

  it('charges Yearly to Bi Yearly now, not a year later', async () => {
    const { buyer, device, subscription } = await subscribedBuyer('gps-yearly');
    const { now } = await advanceClock(t, 100 * DAY);
    const change = { deviceUUID: device.deviceUUID, oldSubscriptionId: subscription.id };

    const preview = await previewChange(t, buyer.authHeader, 'gps-bi-yearly', change);
    expect(preview.body).toMatchObject({ isUpgrade: true, effectiveAt: now });
    const unusedYear = Math.round((13499 * (subscription.current_period_end - now)) / (subscription.current_period_end - subscription.current_period_start));
    expect(preview.body.subtotal).toBe(23999 - unusedYear);

    const changed = await subscribe(t, buyer.authHeader, 'gps-bi-yearly', change);
    expect(changed.body.data).toMatchObject({ planId: 'gps-bi-yearly', current_period_start: now, scheduleDetails: null, sourceData: { schedule: null } });
    const [charged] = await chargedInvoices(t, subscription.id);
    expect(charged).toMatchObject({ created: now, amount_paid: preview.body.amountDue, billing_reason: 'subscription_update' });
  });

  it("uses the account's credit first: the preview says how much, and the card pays the rest", async () => {
    const { buyer, device, subscription } = await subscribedBuyer('gps-monthly');
    const { stripe } = t.app.payments;
    const customer = (await stripe.subscriptions.retrieve(subscription.id)).customer as string;
    await stripe.customers.createBalanceTransaction(customer, { amount: -1200, currency: 'aud' });
    const change = { deviceUUID: device.deviceUUID, oldSubscriptionId: subscription.id };

    const preview = await previewChange(t, buyer.authHeader, 'gps-quarterly', change);
    expect(preview.body).toMatchObject({ isUpgrade: true, creditUsed: 1200, creditLeft: 0 });
    expect(preview.body.amountDue).toBe(preview.body.total - 1200);

    expect((await subscribe(t, buyer.authHeader, 'gps-quarterly', change)).status).toBe(200);
    const [charged] = await chargedInvoices(t, subscription.id);
    expect(charged).toMatchObject({ total: preview.body.total, starting_balance: -1200, amount_paid: preview.body.amountDue });
    expect(((await stripe.customers.retrieve(customer)) as Stripe.Customer).balance).toBe(0);
  });

  it('keeps the old plan when the card cannot pay the upgrade, and makes the change once a card pays', async () => {
    const { buyer, device, subscription } = await subscribedBuyer('gps-monthly');
    await advanceClock(t, 10 * DAY);
    await saveCard(t, buyer.authHeader, CARDS.chargeFails);
    const upgrade = () => subscribe(t, buyer.authHeader, 'gps-quarterly', { deviceUUID: device.deviceUUID, oldSubscriptionId: subscription.id });

    const refused = await upgrade();
    expect(refused).toMatchObject({ status: 400, body: { message: billingMessages.upgradeDeclined } });
    const after = await current(buyer.authHeader, device.deviceUUID);
    expect(after).toMatchObject({ planId: 'gps-monthly', status: 'active', planCycle: 1, current_period_start: subscription.current_period_start });
    expect(after.plan.amount).toBe(1499);
    expect(await chargedInvoices(t, subscription.id)).toHaveLength(1);
    expect(await deviceRow(t, device.id)).toMatchObject({ subscriptionStatus: 'Active', esimStatus: 'Active' });

    // A minute later, with a card that pays (a retry in the same millisecond as the last sync would repeat the
    // declined request's idempotency key).
    await saveCard(t, buyer.authHeader);
    t.clock.advance(60_000);
    const retried = await upgrade();
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ planId: 'gps-quarterly', status: 'active' });
    expect(await chargedInvoices(t, subscription.id)).toHaveLength(2);
    expect((await t.app.payments.stripe.subscriptions.retrieve(subscription.id)).pending_update).toBeNull();
    // The declined invoice is voided, not left open to be paid as well.
    expect((await t.app.payments.stripe.invoices.list({ subscription: subscription.id, status: 'open' })).data).toEqual([]);
  });

  it('lets a declined upgrade lapse after a day without switching the plan', async () => {
    const { buyer, device, subscription } = await subscribedBuyer('gps-monthly');
    await advanceClock(t, 10 * DAY);
    await saveCard(t, buyer.authHeader, CARDS.chargeFails);
    const refused = await subscribe(t, buyer.authHeader, 'gps-quarterly', { deviceUUID: device.deviceUUID, oldSubscriptionId: subscription.id });
    expect(refused.status).toBe(400);
    expect((await t.app.payments.stripe.subscriptions.retrieve(subscription.id)).pending_update).not.toBeNull();

    await advanceClock(t, DAY);
    const provider = await t.app.payments.stripe.subscriptions.retrieve(subscription.id);
    expect(provider.pending_update).toBeNull();
    expect(provider.items.data[0]!.price.lookup_key).toBe('gps-monthly_aud');
    expect(await current(buyer.authHeader, device.deviceUUID)).toMatchObject({ planId: 'gps-monthly', status: 'active' });
    expect(await chargedInvoices(t, subscription.id)).toHaveLength(1);
  });

  it('schedules a downgrade (a lower amount: Quarterly to Monthly) for the end of the period, then bills the new price from there', async () => {
    const { buyer, device, subscription } = await subscribedBuyer('gps-quarterly');
    const preview = await previewChange(t, buyer.authHeader, 'gps-monthly', { deviceUUID: device.deviceUUID, oldSubscriptionId: subscription.id });
    expect(preview.body).toMatchObject({ isUpgrade: false, amountDue: 0, total: 0, creditUsed: 0, effectiveAt: subscription.current_period_end });

    const scheduled = await subscribe(t, buyer.authHeader, 'gps-monthly', { deviceUUID: device.deviceUUID, oldSubscriptionId: subscription.id });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.data).toMatchObject({ planId: 'gps-quarterly', status: 'active' });
    const phases = scheduled.body.data.scheduleDetails!.phases;
    expect(phases).toHaveLength(2);
    expect(phases[0]).toMatchObject({ metadata: { state: 'current', planId: 'gps-quarterly' }, end_date: subscription.current_period_end });
    expect(phases[1]).toMatchObject({ metadata: { state: 'downgrade', planId: 'gps-monthly' }, start_date: subscription.current_period_end });
    expect(scheduledPlanId(scheduled.body.data)).toBe('gps-monthly');
    expect(scheduled.body.data.sourceData.schedule).toMatch(/^sub_sched_/);
    expect(await chargedInvoices(t, subscription.id)).toHaveLength(1);

    // While it is scheduled: no second change, no pause.
    const again = await subscribe(t, buyer.authHeader, 'gps-travel-10-days', { deviceUUID: device.deviceUUID, oldSubscriptionId: subscription.id });
    expect(again).toMatchObject({ status: 409, body: { message: billingMessages.changeAlreadyScheduled } });
    const pause = await subscriptionAction(t, buyer.authHeader, subscription.id, 'pause', { resumeDate: subscription.current_period_end });
    expect(pause).toMatchObject({ status: 409, body: { message: billingMessages.pauseNotNow } });

    // The clock stood still since the purchase, so the period's start is now.
    await advanceClock(t, subscription.current_period_end - subscription.current_period_start + DAY);
    const after = await current(buyer.authHeader, device.deviceUUID);
    expect(after).toMatchObject({ planId: 'gps-monthly', status: 'active', scheduleDetails: null, current_period_start: subscription.current_period_end });
    expect(after.sourceData.schedule).toBeNull();
    expect(after.plan).toMatchObject({ amount: 1499, duration: 'monthly' });
    const [renewal] = await chargedInvoices(t, subscription.id);
    expect(renewal).toMatchObject({ subtotal: 1499, total: withGst(1499), amount_paid: withGst(1499), created: subscription.current_period_end });
    expect(await deviceRow(t, device.id)).toMatchObject({ subscriptionStatus: 'Active', esimStatus: 'Active' });
  });

  it('answers a downgrade repeated with its Idempotency-Key as scheduled; another request is refused', async () => {
    const { buyer, device, subscription } = await subscribedBuyer('gps-quarterly');
    const change = { deviceUUID: device.deviceUUID, oldSubscriptionId: subscription.id };
    const downgrade = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/subscriptions/gps-monthly/subscribe',
        headers: { authorization: buyer.authHeader, 'idempotency-key': key },
        payload: change,
      });
    const first = await downgrade('downgrade-once-1');
    const repeated = await downgrade('downgrade-once-1');
    expect(repeated.statusCode).toBe(200);
    expect(scheduledPlanId(repeated.json().data)).toBe('gps-monthly');
    expect(repeated.json().data.sourceData.schedule).toBe(first.json().data.sourceData.schedule);
    const another = await downgrade('downgrade-once-2');
    expect(another).toMatchObject({ statusCode: 409 });
    expect(another.json().message).toBe(billingMessages.changeAlreadyScheduled);
    // The key of the change used for another plan is refused as such, and changes nothing.
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/v2/subscriptions/gps-travel-10-days/subscribe',
      headers: { authorization: buyer.authHeader, 'idempotency-key': 'downgrade-once-1' },
      payload: change,
    });
    expect(reused).toMatchObject({ statusCode: 409 });
    expect(reused.json().message).toBe(billingMessages.requestKeyReused);
    expect(scheduledPlanId(await current(buyer.authHeader, device.deviceUUID))).toBe('gps-monthly');
  });

  it('takes a plan of the same amount for a downgrade too, however long its period', async () => {
    const { buyer, device, subscription } = await subscribedBuyer('gps-monthly');
    const change = { deviceUUID: device.deviceUUID, oldSubscriptionId: subscription.id };
    const preview = await previewChange(t, buyer.authHeader, FOUR_WEEKS.planId, change);
    expect(preview.body).toMatchObject({ isUpgrade: false, amountDue: 0, effectiveAt: subscription.current_period_end });
    const scheduled = await subscribe(t, buyer.authHeader, FOUR_WEEKS.planId, change);
    expect(scheduledPlanId(scheduled.body.data)).toBe(FOUR_WEEKS.planId);
    expect(await chargedInvoices(t, subscription.id)).toHaveLength(1);
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
