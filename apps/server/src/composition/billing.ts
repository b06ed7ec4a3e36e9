import type Stripe from 'stripe';
import type { Seller } from '@lodestar/contract';
import type { Clock } from '../adapters/clock.js';
import type { ClaimsRepository } from '../db/claims.js';
import type { WindowCounter } from '../lib/window-counter.js';
import type { MailContext, Mailer } from '../adapters/mail/index.js';
import type { Payments } from '../adapters/payments/index.js';
import type { DeviceGate } from '../modules/devices/index.js';
import type { UsersRepository } from '../modules/users/index.js';
import {
  createAccountCreditService,
  createPaymentsDueService,
  createCardExpiryWarnings,
  createPaymentActions,
  createPaymentCustomers,
  createPaymentHistoryService,
  createPaymentMethodsService,
  behindPayerGate,
  createPayerGate,
  createPaymentNotices,
  createPaymentRecorder,
  createRefundReconciliation,
  createRefundRecorder,
  createTrialNotices,
  type PayerPlans,
  type InvoiceDevicesRepository,
  type PaymentRecordsRepository,
  type PaymentsRepository,
} from '../modules/payments/index.js';
import {
  createCodeAttempts,
  createCouponsService,
  createPayerPlans,
  createPlanGate,
  createPlansService,
  createProviderEvents,
  createProviderPlans,
  createProviderEventsRetention,
  createProviderReconciliation,
  createSubscriptionsService,
  createSubscriptionSync,
  createTransferSales,
  type SubscriptionsRepository,
} from '../modules/subscriptions/index.js';

/** What the billing services are made of: the payments port, the repositories, and the app's clock, mail and work. */
export interface BillingDeps {
  payments: Payments;
  subscriptionRows: SubscriptionsRepository;
  paymentRows: PaymentsRepository;
  claims: ClaimsRepository;
  /** Wrong codes typed, per account and per address. */
  wrongCodes: WindowCounter;
  paymentRecords: PaymentRecordsRepository;
  /** The device each issued invoice billed, as named then. */
  invoiceDevices: InvoiceDevicesRepository;
  clock: Clock;
  deviceFor: DeviceGate;
  /** Whether the user's account holds a GPS tracker: a payer of the payments calls. */
  ownsTracker: (userId: string) => Promise<boolean>;
  /** Whether a transfer of the device waits for its receiver: a purchase for it is refused meanwhile. */
  transferWaits: (deviceId: string) => Promise<boolean>;
  mailer: Mailer;
  mail: MailContext;
  /** Who the invoices are from (the SELLER_* settings). */
  seller: Seller;
  users: Pick<UsersRepository, 'findById'>;
  /** Puts a notice in a payer's notifications: a payment due, which opens the Payments page. */
  tellPayer(userId: string, message: string): Promise<void>;
  /** Runs a task after the current answer: the provider's events are handled so. */
  background(task: () => Promise<void>): void;
  log: { error(details: object, message: string): void };
}

/**
 * The payment history's writers, which the webhook and the reconciliation share; `recordPayment` and
 * `recordCreditNote` are the purchases' and the refunds' (never throw: a failure is logged, and the events write the row).
 */
function createRecorders(deps: Parameters<typeof createPaymentRecorder>[0], log: BillingDeps['log']) {
  const recordInvoicePayment = createPaymentRecorder(deps);
  const recordPayment = async (invoiceId: string) => {
    await recordInvoicePayment(invoiceId).catch((error: unknown) =>
      log.error({ err: error, invoice: invoiceId }, 'writing a payment into the history failed; its events write it'),
    );
  };
  const refunds = createRefundRecorder(deps);
  const recordCreditNote = async (creditNote: Stripe.CreditNote) => {
    await refunds.recordCreditNoteRefunds(creditNote).catch((error: unknown) =>
      log.error({ err: error, creditNote: creditNote.id }, 'writing a refund into the history failed; its events write it'),
    );
  };
  return { recordInvoicePayment, recordPayment, recordCreditNote, refunds };
}

/** The mails the provider's events send the payer: about payments, and about trials. */
function createNotices(
  deps: Pick<BillingDeps, 'payments' | 'paymentRows' | 'mailer' | 'mail' | 'users' | 'tellPayer'> & {
    payerPlans: PayerPlans;
  },
) {
  const { payments, mailer, mail, tellPayer } = deps;
  const payerOf = (userId: string) => deps.users.findById(userId);
  return {
    notifyPayer: createPaymentNotices({ mailer, mail, payerOf, retryEnd: payments.retryEnd, tellPayer }),
    notifyTrial: createTrialNotices({
      stripe: payments.stripe,
      payments: deps.paymentRows,
      plans: deps.payerPlans,
      payerOf,
      providerNow: payments.now,
      mailer,
      mail,
    }),
  };
}

/**
 * The billing services, over the one payments port (Stripe or the local provider): payments' (customers, saved
 * methods, the payment history, its mails, card expiry) and subscriptions' (plans, purchases and changes, codes, the
 * provider's events, transfer sales). Subscriptions uses payments; what payments needs of a payer's plans is
 * subscriptions' answer, passed in here as a port.
 */
export function createBillingServices(deps: BillingDeps) {
  const { payments, subscriptionRows, paymentRows, claims, wrongCodes, paymentRecords, invoiceDevices, clock } = deps;
  const { deviceFor, ownsTracker, mailer, mail, seller, users, background, log } = deps;
  const { stripe } = payments;
  const plans = createProviderPlans(stripe, clock);
  const customers = createPaymentCustomers({ stripe, payments: paymentRows });
  const paymentActions = createPaymentActions({ ...payments, customers });
  const syncSubscription = createSubscriptionSync({ stripe, subscriptions: subscriptionRows, clock, paymentActions });
  const payerPlans = createPayerPlans({ subscriptions: subscriptionRows, plans, syncSubscription });
  const codeAttempts = createCodeAttempts({ wrong: wrongCodes });
  const recorderDeps = { stripe, payments: paymentRows, plans: payerPlans, records: paymentRecords, invoiceDevices };
  const { recordInvoicePayment, recordPayment, recordCreditNote, refunds } = createRecorders(recorderDeps, log);
  const context = {
    stripe,
    subscriptions: subscriptionRows,
    claims,
    codeAttempts,
    plans,
    customers,
    paymentActions,
    syncSubscription,
    recordPayment,
    recordCreditNote,
    transferWaits: deps.transferWaits,
    clock,
    providerNow: payments.now,
  };
  const planDevice = createPlanGate(deviceFor);
  const payerOf = (userId: string) => users.findById(userId);
  const payer = createPayerGate({ customers, ownsTracker });
  return {
    providerPlans: plans,
    plans: createPlansService({ plans, customers, gate: planDevice }),
    subscriptions: createSubscriptionsService(context, planDevice),
    coupons: createCouponsService(context, planDevice),
    transferSales: createTransferSales(context),
    paymentMethods: createPaymentMethodsService({ payments, customers, plans: payerPlans, payer, paymentActions }),
    warnExpiringCards: createCardExpiryWarnings({ stripe, payments: paymentRows, plans: payerPlans, mailer, mail, clock, payerOf }),
    accountCredit: createAccountCreditService({ ...recorderDeps, customers, payer }),
    paymentsDue: createPaymentsDueService({ ...recorderDeps, paymentActions, recordInvoicePayment, payer }),
    invoicePayments: behindPayerGate(payer, { invoicePayment: paymentActions.invoicePayment }),
    paymentHistory: createPaymentHistoryService({
      payments,
      customers,
      records: paymentRecords,
      seller,
      plans: payerPlans,
      invoiceDevices,
      payer,
    }),
    providerEvents: createProviderEvents({
      stripe,
      webhookSecret: payments.webhookSecret,
      events: subscriptionRows,
      syncSubscription,
      recordInvoicePayment,
      refunds,
      ...createNotices({ payments, paymentRows, payerPlans, mailer, mail, users, tellPayer: deps.tellPayer }),
      clock,
      background,
      log,
    }),
    reconcileWithProvider: createProviderReconciliation({
      stripe,
      subscriptions: subscriptionRows,
      syncSubscription,
      recordInvoicePayment,
      reconcileRefunds: createRefundReconciliation({ stripe, records: paymentRecords, refunds, log }),
      clock,
      providerNow: payments.now,
      log,
    }),
    pruneProviderEvents: createProviderEventsRetention({ events: subscriptionRows, clock }),
  };
}

export type BillingServices = ReturnType<typeof createBillingServices>;
