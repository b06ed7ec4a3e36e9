import { idOf, type PayerPlans } from '../payments/index.js';
import type { ProviderPlans } from './provider-plans.js';
import type { SubscriptionsRepository } from './subscriptions.repository.js';
import type { SubscriptionSync } from './subscription-sync.js';

/** Subscriptions' answer to what payments asks of a payer's plans (the port payments takes instead of using this module). */
export function createPayerPlans({
  subscriptions,
  plans,
  syncSubscription,
}: {
  subscriptions: SubscriptionsRepository;
  plans: ProviderPlans;
  syncSubscription: SubscriptionSync;
}): PayerPlans {
  return {
    async livePlansOf(userId) {
      const rows = await subscriptions.subscriptionsOfUser(userId, { liveOnly: true });
      return rows.map((row) => ({ id: row.id, status: row.status, paymentMethodId: idOf(row.provider.default_payment_method) }));
    },
    hasLivePlans: (userId) => subscriptions.hasLiveSubscriptions(userId),
    payersWithLivePlans: () => subscriptions.usersWithLiveSubscriptions(),
    async refresh(subscriptionId) {
      await syncSubscription(subscriptionId);
    },
    async paidFor(subscriptionId) {
      const row = await subscriptions.subscription(subscriptionId);
      if (!row) return undefined;
      const planName = (await plans.byId(row.planId))?.name ?? row.planId;
      return { deviceId: row.deviceId, deviceUUID: row.deviceUUID, deviceName: row.deviceName, planName };
    },
    deviceNamed: (deviceId) => subscriptions.deviceNamed(deviceId),
  };
}
