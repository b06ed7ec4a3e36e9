import type { Clock } from '../adapters/clock.js';
import type { ClaimsRepository } from '../db/claims.js';
import type { WindowCounter } from '../lib/window-counter.js';
import type { Mailer } from '../adapters/mail/index.js';
import type { MailContext } from '../adapters/mail/link-mail.js';
import type { Payments } from '../adapters/payments/index.js';
import type { DeviceGate } from '../modules/devices/index.js';
import type { UsersRepository } from '../modules/users/index.js';
import { createPaymentHistoryService, createPaymentUsersService } from '../modules/payment-users/index.js';
import {
  createCardExpiryWarnings,
  createCodeAttempts,
  createCouponsService,
  createPaymentCustomers,
  createPaymentNotices,
  createPaymentRecorder,
  createPlanGate,
  createPlansService,
  createProviderEvents,
  createProviderPlans,
  createRefundRecorder,
  createSubscriptionsService,
  createSubscriptionSync,
  createTransferSales,
  type BillingRepository,
  type PaymentRecordsRepository,
} from '../modules/subscriptions/index.js';

/** The billing services, over the one payments port (Stripe or the local provider). */
export function createBillingServices({
  payments,
  billing,
  claims,
  wrongCodes,
  paymentRecords,
  clock,
  deviceFor,
  mailer,
  mail,
  users,
}: {
  payments: Payments;
  billing: BillingRepository;
  claims: ClaimsRepository;
  /** Wrong codes typed, per account and per address. */
  wrongCodes: WindowCounter;
  paymentRecords: PaymentRecordsRepository;
  clock: Clock;
  deviceFor: DeviceGate;
  mailer: Mailer;
  mail: MailContext;
  users: Pick<UsersRepository, 'findById'>;
}) {
  const { stripe } = payments;
  const plans = createProviderPlans(stripe, clock);
  const customers = createPaymentCustomers({ stripe, billing });
  const syncSubscription = createSubscriptionSync({ stripe, billing, clock });
  const codeAttempts = createCodeAttempts({ wrong: wrongCodes });
  const context = { stripe, billing, claims, codeAttempts, plans, customers, syncSubscription, clock, providerNow: payments.now };
  const planDevice = createPlanGate(deviceFor);
  const payerOf = (userId: string) => users.findById(userId);
  const recorderDeps = { stripe, billing, plans, records: paymentRecords };
  return {
    providerPlans: plans,
    plans: createPlansService({ plans, billing, gate: planDevice }),
    subscriptions: createSubscriptionsService(context, planDevice),
    coupons: createCouponsService(context, planDevice),
    transferSales: createTransferSales(context),
    paymentUsers: createPaymentUsersService({ payments, billing, customers }),
    warnExpiringCards: createCardExpiryWarnings({ stripe, billing, mailer, mail, clock, payerOf }),
    paymentHistory: createPaymentHistoryService({ payments, billing, records: paymentRecords, seller: mail.productName }),
    handleProviderEvent: createProviderEvents({
      stripe,
      webhookSecret: payments.webhookSecret,
      billing,
      syncSubscription,
      recordInvoicePayment: createPaymentRecorder(recorderDeps),
      refunds: createRefundRecorder(recorderDeps),
      notifyPayer: createPaymentNotices({ mailer, mail, payerOf, retryEnd: payments.retryEnd }),
      clock,
    }),
  };
}

export type BillingServices = ReturnType<typeof createBillingServices>;
