import Stripe from 'stripe';
import type { Currency } from '@lodestar/contract';
import { createPaymentActions } from '../../src/modules/payments/payment-actions.js';
import { unixNow, type BillingContext } from '../../src/modules/subscriptions/billing-context.js';
import type { CodeAttempts, CodeTyper } from '../../src/modules/subscriptions/code-attempts.js';
import { PLAN_ID_METADATA } from '../../src/modules/subscriptions/plans-sync.js';
import type { ProviderPlan, ProviderTaxRate } from '../../src/modules/subscriptions/provider-plans.js';
import type { SubscriptionMetadata } from '../../src/modules/subscriptions/subscription-sync.js';
import { LIVE_STATUSES, type DeviceSubscriptionRow } from '../../src/modules/subscriptions/subscriptions.repository.js';
import {
  CUSTOMER,
  DEVICE,
  type InvoiceFixture,
  START,
  type SubscriptionFixture,
  USER,
  clockAt,
  copy,
  invoiceObject,
  priceObject,
  subscriptionObject,
} from './fake-billing/fixtures.js';
import { createFakeProvider } from './fake-billing/provider.js';
import {
  createFakeClaims,
  createFakeCustomers,
  createFakePlans,
  createFakeSubscriptionsRepository,
} from './fake-billing/lodestar-side.js';

/*
 * A billing context for the subscription operations' unit tests: a hand-written model of the few provider calls they
 * make (recorded, answered from in-memory objects shaped like the SDK's), and in-memory fakes of Lodestar's side. The
 * integration tests (test/billing.*.test.ts) drive the real SDK against the local provider; these check the rules.
 */

export interface FakeBillingOptions {
  now?: Date;
  plans?: ProviderPlan[];
  taxRates?: Record<string, ProviderTaxRate>;
}

/**
 * A billing context on fakes, with the device DEVICE and the customer CUSTOMER of USER (no default card unless
 * added). `syncSubscription` records the ids it is asked for and stores the provider's subscription as the row (its
 * plan from the price, paid cycles as the row had them) without the real sync's device policy, which
 * subscription-sync.test.ts covers on its own.
 */
export function createFakeBillingContext(options: FakeBillingOptions = {}) {
  const clock = clockAt(options.now ?? START);
  const now = () => unixNow(clock);
  const provider = createFakeProvider(now);
  const subscriptions = createFakeSubscriptionsRepository(clock);
  const claims = createFakeClaims(clock);
  const customers = createFakeCustomers(clock);
  const plans = options.plans ?? [];
  for (const plan of plans) provider.addPrices(plan);
  const codeTypers: CodeTyper[] = [];
  const codeAttempts: CodeAttempts = {
    async lookUp(typer, lookup) {
      codeTypers.push(typer);
      return lookup();
    },
  };
  const synced: string[] = [];

  subscriptions.addDevice(DEVICE.id, { deviceUUID: DEVICE.deviceUUID, name: DEVICE.name });
  customers.add(USER, CUSTOMER);
  provider.addCustomer(CUSTOMER, null);

  async function syncSubscription(id: string): Promise<DeviceSubscriptionRow | undefined> {
    synced.push(id);
    const subscription = provider.state.subscriptions.get(id);
    const { userId, deviceId } = (subscription?.metadata ?? {}) as Partial<SubscriptionMetadata>;
    if (!subscription || !userId || !deviceId) return undefined;
    const before = subscriptions.rows.get(id);
    const schedule =
      typeof subscription.schedule === 'string' ? (provider.state.schedules.get(subscription.schedule) ?? null) : null;
    await subscriptions.repository.upsertSubscription({
      id,
      userId,
      deviceId,
      planId: subscription.items.data[0]!.price.metadata[PLAN_ID_METADATA]!,
      status: subscription.status,
      provider: copy({ ...subscription, schedule: schedule?.id ?? null }),
      schedule: schedule && copy(schedule),
      paidCycles: before?.paidCycles ?? 0,
      paidThrough: before?.paidThrough ?? null,
      live: (LIVE_STATUSES as readonly string[]).includes(subscription.status),
      syncedAt: clock.now().getTime(),
    });
    return subscriptions.rows.get(id);
  }

  const ctx: BillingContext = {
    stripe: provider.stripe,
    subscriptions: subscriptions.repository,
    claims: claims.claims,
    codeAttempts,
    plans: createFakePlans(plans, options.taxRates ?? {}),
    customers: customers.customers,
    paymentActions: createPaymentActions({
      stripe: provider.stripe,
      provider: 'local',
      publishableKey: 'pk_test_fake',
      customers: customers.customers,
    }),
    syncSubscription,
    // The payment history is not these tests' subject: the HTTP tests read it.
    recordPayment: async () => undefined,
    recordCreditNote: async () => undefined,
    transferWaits: async () => false,
    clock,
    providerNow: async () => now(),
  };

  /**
   * A subscription of USER's DEVICE at the provider, and Lodestar's row of it as the last sync left it (paid cycles
   * and the schedule as given).
   */
  function givenSubscription(
    fixture: Omit<SubscriptionFixture, 'price'> & { plan: ProviderPlan; currency?: Currency },
    row: {
      paidCycles?: number;
      paidThrough?: number | null;
      schedule?: Stripe.SubscriptionSchedule | null;
      userId?: string;
      deviceId?: string;
    } = {},
  ): DeviceSubscriptionRow {
    const userId = row.userId ?? USER;
    const deviceId = row.deviceId ?? DEVICE.id;
    const subscription = subscriptionObject({
      ...fixture,
      price: priceObject(fixture.plan, fixture.currency ?? 'usd'),
      metadata: { userId, deviceId, planType: fixture.plan.type, ...fixture.metadata },
    });
    provider.state.subscriptions.set(subscription.id, subscription);
    const device = subscriptions.devices.get(deviceId)!;
    const stored: DeviceSubscriptionRow = {
      id: subscription.id,
      userId,
      deviceId,
      planId: fixture.plan.planId,
      status: subscription.status,
      provider: copy({ ...subscription, schedule: fixture.schedule ?? null }),
      schedule: row.schedule ?? null,
      paidCycles: row.paidCycles ?? 0,
      paidThrough: row.paidThrough ?? null,
      live: (LIVE_STATUSES as readonly string[]).includes(subscription.status),
      authenticationInvoiceId: null,
      changeRequestKey: null,
      syncedAt: clock.now().getTime(),
      createdAt: clock.now(),
      deviceUUID: device.deviceUUID,
      deviceName: device.name,
    };
    subscriptions.rows.set(stored.id, stored);
    return copy(stored);
  }

  function givenInvoice(fixture: InvoiceFixture): Stripe.Invoice {
    const invoice = invoiceObject(fixture);
    provider.state.invoices.set(invoice.id, invoice);
    return copy(invoice);
  }

  return {
    ctx,
    clock,
    now,
    provider,
    subscriptions,
    claims,
    customers,
    codeTypers,
    synced,
    givenSubscription,
    givenInvoice,
  };
}

export type FakeBilling = ReturnType<typeof createFakeBillingContext>;

/** The error a promise rejects with, or null when it resolves. */
export const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );
