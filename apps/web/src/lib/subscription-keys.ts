/**
 * Query keys of the plan page's data. Everything sits under `all`, so one invalidation refreshes it all; `allCurrent`
 * holds every device's live subscriptions, which a card change refreshes too (a new default card may pay a failed
 * renewal).
 */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  /** Every device's subscriptions. */
  allCurrent: ['subscriptions', 'current'] as const,
  current: (deviceUUID: string) => [...subscriptionKeys.allCurrent, deviceUUID] as const,
  plans: (deviceUUID: string) => [...subscriptionKeys.all, 'plans', deviceUUID] as const,
  /** The device's every plan, ended ones too. */
  history: (deviceUUID: string) => [...subscriptionKeys.all, 'history', deviceUUID] as const,
  deviceCode: (deviceUUID: string) => [...subscriptionKeys.all, 'device-code', deviceUUID] as const,
};
