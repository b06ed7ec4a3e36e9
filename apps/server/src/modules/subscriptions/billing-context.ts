import type Stripe from 'stripe';
import type { Clock } from '../../adapters/clock.js';
import type { ProviderPlans } from './provider-plans.js';
import type { ClaimsRepository } from '../../db/claims.js';
import type { CodeAttempts } from './code-attempts.js';
import type { PaymentActions, PaymentCustomers } from '../payments/index.js';
import type { SubscriptionsRepository } from './subscriptions.repository.js';
import type { SubscriptionSync } from './subscription-sync.js';

/** What every subscription operation works with: the provider, Lodestar's tables, the customers, the plans and the clock. */
export interface BillingContext {
  stripe: Stripe;
  subscriptions: SubscriptionsRepository;
  /** The claims that keep billing's "only one …" rules across requests and processes. */
  claims: ClaimsRepository;
  /** The limit on wrong discount, group and pre-purchased codes. */
  codeAttempts: CodeAttempts;
  plans: ProviderPlans;
  customers: PaymentCustomers;
  /** How an invoice's payment stands, and the authentication step a charge waits for. */
  paymentActions: PaymentActions;
  syncSubscription: SubscriptionSync;
  /**
   * Writes an invoice's payment into the payment history now, so the row is there when the purchase answers (the
   * provider's events write it too, and mail it). Never throws: a failure is logged and the events catch up.
   */
  recordPayment(invoiceId: string): Promise<void>;
  /** The same for a credit note's refunds, written before the refund answers; mailed by its event. Never throws. */
  recordCreditNote(creditNote: Stripe.CreditNote): Promise<void>;
  /** Whether a transfer of the device waits for its receiver (decision 0084): the device gets no other plan meanwhile. */
  transferWaits(deviceId: string): Promise<boolean>;
  clock: Clock;
  /** Seconds on the provider's clock, which its subscriptions' dates count in. */
  providerNow(): Promise<number>;
}

/** Seconds since the epoch, as the provider counts time. */
export const unixNow = (clock: Clock) => Math.floor(clock.now().getTime() / 1000);
