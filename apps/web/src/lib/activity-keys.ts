/** Query keys of the Devices Activity page; clearing a device's history refreshes them too. */
export const activityKeys = {
  all: ['activity'] as const,
  histories: (deviceUUIDs: readonly string[], perDevice: number) =>
    [...activityKeys.all, 'histories', deviceUUIDs, perDevice] as const,
};
