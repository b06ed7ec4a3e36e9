import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from './helpers/accounts.js';
import {
  advanceClock,
  authenticatePayment,
  CARDS,
  currentSubscriptions,
  DAY,
  saveAuthenticatedCard,
  saveCard,
  seedPlans,
  subscribe,
} from './helpers/billing.js';
import { insertDevice } from './helpers/devices.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** A new default card that asks its holder to authenticate the charge of what a plan owes (3-D Secure), over HTTP. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
});
afterAll(() => t.close());

/** A monthly plan whose renewal a declining card failed: past_due, its renewal invoice open. */
async function owingPlan() {
  const buyer = await createVerifiedUser(t, { country: 'AU' });
  const device = await insertDevice(t, buyer.user._id, { isTrialAvailed: true });
  await saveCard(t, buyer.authHeader);
  const bought = await subscribe(t, buyer.authHeader, 'gps-monthly', { deviceUUID: device.deviceUUID });
  await saveCard(t, buyer.authHeader, CARDS.chargeFails);
  await advanceClock(t, 31 * DAY);
  const [owing] = await currentSubscriptions(t, buyer.authHeader, device.deviceUUID);
  expect(owing).toMatchObject({ id: bought.body.data.id, status: 'past_due' });
  const [open] = (await t.app.payments.stripe.invoices.list({ subscription: owing!.id, status: 'open' })).data;
  return { buyer, device, subscriptionId: owing!.id, invoice: open! };
}

describe('a new default card whose charge of what is owed asks for authentication', () => {
  it('answers the step; completed, the renewal is paid and the plan active again', async () => {
    const { buyer, device, subscriptionId, invoice } = await owingPlan();
    const { paymentActions } = await saveAuthenticatedCard(t, buyer.authHeader, CARDS.authenticateCharges);
    expect(paymentActions).toEqual([
      expect.objectContaining({
        provider: 'local',
        invoiceId: invoice.id,
        amount: invoice.amount_remaining,
        currency: 'aud',
      }),
    ]);
    await t.app.backgroundWork.idle();
    expect(await currentSubscriptions(t, buyer.authHeader, device.deviceUUID)).toMatchObject([
      { status: 'past_due', statusLabel: 'Authentication needed to pay', authenticationInvoiceId: invoice.id },
    ]);

    expect((await authenticatePayment(t, paymentActions[0]!.clientSecret, 'complete')).statusCode).toBe(200);
    await t.app.backgroundWork.idle();
    expect(await currentSubscriptions(t, buyer.authHeader, device.deviceUUID)).toMatchObject([
      { id: subscriptionId, status: 'active', authenticationInvoiceId: null },
    ]);
    expect((await t.app.payments.stripe.invoices.retrieve(invoice.id)).status).toBe('paid');
  });

  it('failed, leaves the plan past_due with its invoice to pay, as a declined card does', async () => {
    const { buyer, device, invoice } = await owingPlan();
    const { paymentActions } = await saveAuthenticatedCard(t, buyer.authHeader, CARDS.authenticateCharges);
    await authenticatePayment(t, paymentActions[0]!.clientSecret, 'fail');
    await t.app.backgroundWork.idle();
    expect(await currentSubscriptions(t, buyer.authHeader, device.deviceUUID)).toMatchObject([{ status: 'past_due' }]);
    expect((await t.app.payments.stripe.invoices.retrieve(invoice.id)).status).toBe('open');
  });

  it('a card that does not ask pays at once and answers no step', async () => {
    const { buyer, device, invoice } = await owingPlan();
    expect((await saveAuthenticatedCard(t, buyer.authHeader, CARDS.authenticate)).paymentActions).toEqual([]);
    await t.app.backgroundWork.idle();
    expect(await currentSubscriptions(t, buyer.authHeader, device.deviceUUID)).toMatchObject([{ status: 'active' }]);
    expect((await t.app.payments.stripe.invoices.retrieve(invoice.id)).status).toBe('paid');
  });
});
