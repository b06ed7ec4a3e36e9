import type { Currency } from '@lodestar/contract';
import type { ClaimsRepository } from '../../../src/db/claims.js';
import type { PaymentCustomers } from '../../../src/modules/payments/index.js';
import type {
  ProviderPlan,
  ProviderPlans,
  ProviderTaxRate,
} from '../../../src/modules/subscriptions/provider-plans.js';
import type { SubscriptionMetadata } from '../../../src/modules/subscriptions/subscription-sync.js';
import {
  type DeviceSubscriptionRow,
  type SubscriptionsRepository,
} from '../../../src/modules/subscriptions/subscriptions.repository.js';
import { FakeClock } from '../fake-clock.js';

// Lodestar's side: in-memory subscriptions repository, claims, plans and customers.

/** A device's plan columns, as `setDevicePlanState` and `acceptTerms` write them. */
export interface FakeDevice {
  deviceUUID: string;
  name: string;
  subscriptionStatus: 'Active' | 'Suspended' | 'Inactive';
  esimStatus: 'Active' | 'Inactive';
  paymentIssue: 'past_due' | 'unpaid' | null;
  isTrialAvailed: boolean;
  isTermsAccepted: boolean;
}

type PlanState = Parameters<SubscriptionsRepository['setDevicePlanState']>[1];

const refundRequested = (row: DeviceSubscriptionRow) =>
  row.status === 'canceled' && (row.provider.metadata as Partial<SubscriptionMetadata>)?.refund === 'requested';

/** The subscriptions repository's rows and devices in memory, with the calls the operations make. */
export function createFakeSubscriptionsRepository(clock: FakeClock) {
  const rows = new Map<string, DeviceSubscriptionRow>();
  const devices = new Map<string, FakeDevice>();
  /** Every `setDevicePlanState`, in order. */
  const planStates: { deviceId: string; state: PlanState }[] = [];
  const deviceOf = (deviceId: string) => {
    const device = devices.get(deviceId);
    if (!device) throw new Error(`the fake repository has no device ${deviceId}`);
    return device;
  };
  const newestFirst = (list: DeviceSubscriptionRow[]) =>
    list.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());

  const repository: Pick<
    SubscriptionsRepository,
    | 'subscription'
    | 'subscriptionsOfUser'
    | 'liveSubscriptionsOfDevice'
    | 'upsertSubscription'
    | 'rememberChangeRequest'
    | 'setDevicePlanState'
    | 'acceptTerms'
    | 'refundedBefore'
  > = {
    async subscription(id) {
      return rows.get(id);
    },
    async subscriptionsOfUser(userId, options = {}) {
      return newestFirst(
        [...rows.values()].filter(
          (row) =>
            row.userId === userId &&
            (!options.deviceId || row.deviceId === options.deviceId) &&
            (!options.liveOnly || row.live),
        ),
      );
    },
    async liveSubscriptionsOfDevice(deviceId) {
      return [...rows.values()].filter((row) => row.deviceId === deviceId && row.live);
    },
    async upsertSubscription(values) {
      const before = rows.get(values.id);
      if (before && before.syncedAt > values.syncedAt) return false;
      const device = deviceOf(values.deviceId);
      rows.set(values.id, {
        paidCycles: 0,
        paidThrough: null,
        schedule: null,
        ...values,
        changeRequestKey: before?.changeRequestKey ?? null,
        createdAt: before?.createdAt ?? clock.now(),
        deviceUUID: device.deviceUUID,
        deviceName: device.name,
      } as DeviceSubscriptionRow);
      return true;
    },
    async rememberChangeRequest(id, changeRequestKey) {
      const row = rows.get(id);
      if (row) row.changeRequestKey = changeRequestKey;
    },
    async setDevicePlanState(deviceId, state) {
      planStates.push({ deviceId, state });
      Object.assign(deviceOf(deviceId), {
        subscriptionStatus: state.subscriptionStatus,
        esimStatus: state.esimStatus,
        paymentIssue: state.paymentIssue,
        ...(state.trialUsed ? { isTrialAvailed: true } : {}),
      });
    },
    async acceptTerms(deviceId) {
      deviceOf(deviceId).isTermsAccepted = true;
    },
    async refundedBefore(row) {
      return [...rows.values()].some(
        (other) =>
          other.userId === row.userId &&
          other.deviceId === row.deviceId &&
          other.id !== row.id &&
          refundRequested(other),
      );
    },
  };
  return {
    repository: repository as SubscriptionsRepository,
    rows,
    devices,
    planStates,
    addDevice(id: string, device: Partial<FakeDevice> & Pick<FakeDevice, 'deviceUUID' | 'name'>) {
      devices.set(id, {
        subscriptionStatus: 'Inactive',
        esimStatus: 'Inactive',
        paymentIssue: null,
        isTrialAvailed: false,
        isTermsAccepted: false,
        ...device,
      });
    },
  };
}

/** The claims table in memory: leases that lapse on the fake clock, and claims for good; each operation logged. */
export function createFakeClaims(clock: FakeClock) {
  const held = new Map<string, { holder: string; heldUntil: number | null }>();
  const log: string[] = [];
  const claims: ClaimsRepository = {
    async lease(key, holder, seconds) {
      log.push(`lease ${key}`);
      const current = held.get(key);
      if (current && (current.heldUntil === null || current.heldUntil > clock.now().getTime())) return false;
      held.set(key, { holder, heldUntil: clock.now().getTime() + seconds * 1000 });
      return true;
    },
    async endLease(key, holder) {
      log.push(`endLease ${key}`);
      const current = held.get(key);
      if (current?.holder === holder && current.heldUntil !== null) held.delete(key);
    },
    async claimForGood(key, holder) {
      log.push(`claimForGood ${key}`);
      if (!held.has(key)) held.set(key, { holder, heldUntil: null });
      return held.get(key)!.holder;
    },
    async release(key, holder) {
      log.push(`release ${key}`);
      if (held.get(key)?.holder === holder) held.delete(key);
    },
  };
  return { claims, held, log };
}

/** The plans and tax rates the provider holds, without its list calls. */
export function createFakePlans(plans: ProviderPlan[], taxRates: Record<string, ProviderTaxRate>): ProviderPlans {
  return {
    all: async () => plans,
    byId: async (planId) => plans.find((plan) => plan.planId === planId),
    byPriceId: async (priceId) =>
      plans.find((plan) => Object.values(plan.prices).some((price) => price.id === priceId)),
    taxRateFor: async (country) => (country ? (taxRates[country] ?? null) : null),
    forget: () => {},
  };
}

type CustomerRow = Awaited<ReturnType<PaymentCustomers['ensure']>>;

/** Each user's customer (one per user, its currency fixed by the first plan), in memory. */
export function createFakeCustomers(clock: FakeClock) {
  const rows = new Map<string, CustomerRow>();
  const customers: PaymentCustomers = {
    async ensure(user) {
      const known = rows.get(user.id);
      if (!known) throw new Error(`the fake customers have none for ${user.id}: add one in the test`);
      return known;
    },
    of: async (userId) => rows.get(userId),
    async fixCurrency(userId, currency) {
      const row = rows.get(userId);
      if (row && row.currency === null) row.currency = currency;
    },
  };
  return {
    customers,
    rows,
    add(userId: string, customerId: string, currency: Currency | null = null) {
      rows.set(userId, { userId, customerId, currency, createdAt: clock.now() });
    },
  };
}
