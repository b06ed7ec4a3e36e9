/** Query keys of the plan page's data; everything sits under `all`, so one invalidation refreshes it all. */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  current: (deviceUUID: string) => [...subscriptionKeys.allCurrent, deviceUUID] as const,
  plans: (deviceUUID: string) => [...subscriptionKeys.all, 'plans', deviceUUID] as const,
  deviceCode: (deviceUUID: string) => [...subscriptionKeys.all, 'device-code', deviceUUID] as const,
  paymentUser: ['subscriptions', 'payment-user'] as const,
  paymentIntent: ['subscriptions', 'payment-intent'] as const,
  /** The Payments page's history and invoices (a card change can pay a failed renewal, which they show). */
  payments: ['subscriptions', 'payments'] as const,
  /** Every device's subscriptions. */
  allCurrent: ['subscriptions', 'current'] as const,
};
