import type Stripe from 'stripe';
import type { Database } from '../db/client.js';
import { createDevicesRepository } from '../modules/devices/index.js';
import { createPaymentsRepository } from '../modules/payments/index.js';
import {
  COUPON_KIND,
  COUPON_TITLE,
  createCode,
  createSubscriptionsRepository,
  priceLookupKey,
  productIdOf,
} from '../modules/subscriptions/index.js';
import { createUsersRepository } from '../modules/users/index.js';
import { DEMO_ACCOUNT } from './demo-account.js';

/** The demo account's plans: one in each state a subscription row shows. */
const DEMO_PLANS = [
  { deviceUUID: 'DEMO-GPS-0001', planId: 'gps-yearly', planType: 'product', trialDays: 30 },
  { deviceUUID: 'DEMO-GPS-0001', planId: 'premium-monthly', planType: 'tier', cancelAtPeriodEnd: true },
  { deviceUUID: 'DEMO-GPS-0002', planId: 'gps-monthly', planType: 'product' },
  { deviceUUID: 'DEMO-GPS-0003', planId: 'gps-quarterly', planType: 'product', pausedForDays: 120 },
] as const;

const DAY = 24 * 3600;

/** A Premium year bought with the Bike: its plan page offers it on the first visit. */
const DEMO_BOXED_PLAN = { code: 'DEMO-BIKE-PREMIUM', deviceUUID: 'DEMO-GPS-0002', planId: 'premium-yearly' } as const;

/**
 * Gives the demo account a saved test card and subscriptions through the payment provider, as a buyer would get them;
 * Lodestar's tables then follow through the provider's events. Runs once: not when the account has a customer.
 */
export async function seedDemoSubscriptions(db: Database, stripe: Stripe): Promise<number> {
  const user = await createUsersRepository(db).findByEmail(DEMO_ACCOUNT.email);
  const payments = createPaymentsRepository(db);
  const subscriptions = createSubscriptionsRepository(db);
  if (!user || (await payments.customerOf(user.id))) return 0;
  const customer = await stripe.customers.create({ email: user.email, name: user.name, metadata: { userId: user.id } });
  await payments.saveCustomer(user.id, customer.id);
  const card = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
  await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: card.id } });
  const [taxRate] = (await stripe.taxRates.list({ active: true, limit: 100 })).data.filter(
    (rate) => rate.metadata?.lodestar_country === user.country,
  );
  const devices = createDevicesRepository(db);

  let created = 0;
  for (const demo of DEMO_PLANS) {
    const device = await devices.findByUUID(demo.deviceUUID);
    const [price] = (await stripe.prices.list({ lookup_keys: [priceLookupKey(demo.planId, user.currency)], limit: 1 }))
      .data;
    if (!device || !price) continue;
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      default_payment_method: card.id,
      ...(taxRate ? { default_tax_rates: [taxRate.id] } : {}),
      ...('trialDays' in demo ? { trial_period_days: demo.trialDays } : {}),
      metadata: { userId: user.id, deviceId: device.id, planType: demo.planType },
    });
    if ('cancelAtPeriodEnd' in demo) await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    if ('pausedForDays' in demo) {
      const periodEnd = subscription.items.data[0]!.current_period_end;
      await stripe.subscriptions.update(subscription.id, {
        pause_collection: { behavior: 'void', resumes_at: periodEnd + demo.pausedForDays * DAY },
      });
    }
    if ('trialDays' in demo) await subscriptions.acceptTerms(device.id);
    await payments.fixCurrency(user.id, user.currency);
    created += 1;
  }
  const { code, deviceUUID, planId } = DEMO_BOXED_PLAN;
  await createCode(
    stripe,
    subscriptions,
    code,
    {
      name: 'Pre-purchased plan',
      duration: 'once',
      percent_off: 100,
      applies_to: { products: [productIdOf(planId)] },
      metadata: { [COUPON_KIND]: 'prePurchased', [COUPON_TITLE]: 'Premium year with your Bike' },
    },
    { maxRedemptions: 1, deviceUUID },
  );
  return created;
}
