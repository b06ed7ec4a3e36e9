import type { Clock } from '../adapters/clock.js';
import type { Payments } from '../adapters/payments/index.js';
import type { DeviceGate } from '../modules/devices/index.js';
import { createPaymentHistoryService, createPaymentUsersService } from '../modules/payment-users/index.js';
import {
  createCouponsService,
  createPaymentCustomers,
  createPaymentRecorder,
  createPlanGate,
  createPlansService,
  createProviderEvents,
  createProviderPlans,
  createSubscriptionsService,
  createSubscriptionSync,
  type BillingRepository,
  type PaymentRecordsRepository,
} from '../modules/subscriptions/index.js';

/** The billing services, over the one payments port (Stripe or the local provider). */
export function createBillingServices({
  payments,
  billing,
  paymentRecords,
  clock,
  deviceFor,
  productName,
}: {
  payments: Payments;
  billing: BillingRepository;
  paymentRecords: PaymentRecordsRepository;
  clock: Clock;
  deviceFor: DeviceGate;
  productName: string;
}) {
  const { stripe } = payments;
  const plans = createProviderPlans(stripe, clock);
  const customers = createPaymentCustomers({ stripe, billing });
  const syncSubscription = createSubscriptionSync({ stripe, billing, clock });
  const context = { stripe, billing, plans, customers, syncSubscription, clock };
  const planDevice = createPlanGate(deviceFor);
  return {
    providerPlans: plans,
    plans: createPlansService({ plans, billing, gate: planDevice }),
    subscriptions: createSubscriptionsService(context, planDevice),
    coupons: createCouponsService(context, planDevice),
    paymentUsers: createPaymentUsersService({ payments, billing, customers }),
    paymentHistory: createPaymentHistoryService({ payments, billing, records: paymentRecords, seller: productName }),
    handleProviderEvent: createProviderEvents({
      stripe,
      webhookSecret: payments.webhookSecret,
      billing,
      syncSubscription,
      recordInvoicePayment: createPaymentRecorder({ stripe, billing, plans, records: paymentRecords }),
      clock,
    }),
  };
}

export type BillingServices = ReturnType<typeof createBillingServices>;
