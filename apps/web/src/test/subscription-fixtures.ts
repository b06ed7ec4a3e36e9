import type { Coupon, PaymentMethod, Plan, Subscription } from '@lodestar/contract';

const unix = (date: string) => Date.parse(date) / 1000;

/** A monthly product plan in AUD with GST, no trial. */
export const planFixture = (overrides: Partial<Plan> = {}): Plan => ({
  _id: 'plan-monthly',
  name: 'Monthly',
  description: 'Cellular data for the tracker, billed monthly.',
  price: 9.99,
  unitAmount: 999,
  currency: 'aud',
  taxRate: { name: 'GST', percentage: 10 },
  duration: 'monthly',
  frequencyDays: 30,
  freeTrialDays: 0,
  type: 'product',
  product: { type: 'shield_gps', name: 'Shield GPS' },
  features: [
    { name: 'Live tracking', enabled: true },
    { name: 'Geofences', enabled: true },
    { name: 'Theft cover', enabled: false },
  ],
  mostPopularPlan: false,
  bestValuePlan: false,
  pauseDeduction: { active: false, amount: 0, days: 0 },
  sourceData: { productId: 'prod_cellular', priceId: 'price_monthly' },
  ...overrides,
});

/** An active subscription of `planFixture()` on GPS-0001, May 2026's period. */
export const subscriptionFixture = (overrides: Partial<Subscription> = {}): Subscription => ({
  _id: 'sub-1',
  id: 'sub_local_1',
  deviceUUID: 'GPS-0001',
  planId: 'plan-monthly',
  status: 'active',
  planCycle: 1,
  statusLabel: 'Renews 01/06/2026',
  authenticationInvoiceId: null,
  plan: { name: 'Monthly', amount: 999, duration: 'monthly' },
  terms: { currency: 'aud', taxRate: { name: 'GST', percentage: 10 } },
  paymentMethodId: null,
  sourceData: {
    status: 'active',
    cancel_at_period_end: false,
    pause_collection: null,
    schedule: null,
    trial_end: null,
    ended_at: null,
    cancellation_reason: null,
  },
  scheduleDetails: null,
  scheduledChange: null,
  current_period_start: unix('2026-05-01T10:00:00'),
  current_period_end: unix('2026-06-01T10:00:00'),
  paidThrough: unix('2026-06-01T10:00:00'),
  refundableUntil: null,
  metadata: {
    planId: 'plan-monthly',
    duration: 'monthly',
    frequencyDays: '30',
    pauseDeductionActive: 'false',
    pauseDeductionAmount: '0',
    pauseDeductionDays: '0',
  },
  ...overrides,
});

export const cardFixture = (overrides: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id: 'pm_visa',
  type: 'card',
  isDefault: true,
  card: { name: 'Ada Lovelace', brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2029, wallet: null },
  link: null,
  bank: null,
  ...overrides,
});

export const couponFixture = (overrides: Partial<Coupon> = {}): Coupon => ({
  code: 'SAVE20',
  title: '20% off',
  name: 'Save 20',
  percentage: 20,
  productId: null,
  kind: 'discount',
  ...overrides,
});
